import { BUNDLED_FONT_FAMILY } from '../constants'
import { adoptStyles } from '../theme/adoptStyles'
import { INTER_SUBSETS } from './interSubsets'

/**
 * SPEC §2's Inter, as `.woff2` files beside the package's chunks (a CSP's `font-src 'self'` allows them,
 * no `data:` needed). @font-face is ignored inside a shadow root, so the declarations go into the
 * document, under a name of Portico's own, as a constructed sheet (no <style>, so `style-src 'self'` allows
 * it); the browser fetches only the subsets the text uses.
 */
export function ensureBundledFontFace(document: Document): void {
  const css = INTER_SUBSETS.map(
    ({ url, unicodeRange }) => `@font-face {
  font-family: '${BUNDLED_FONT_FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(url.href)}) format('woff2-variations');
  unicode-range: ${unicodeRange};
}`,
  ).join('\n')
  adoptStyles(document, css)
}
