import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
import { BUNDLED_FONT_FAMILY } from '../constants'

const FONT_STYLE_ID = 'portico-font-face'

/**
 * SPEC §2's Inter, shipped inside the package so it works offline. @font-face is ignored inside a
 * shadow root, so the one declaration goes into the document's head, under a name of Portico's own.
 */
export function ensureBundledFontFace(document: Document): void {
  if (document.getElementById(FONT_STYLE_ID)) return
  const style = document.createElement('style')
  style.id = FONT_STYLE_ID
  style.textContent = `@font-face {
  font-family: '${BUNDLED_FONT_FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${JSON.stringify(interLatin)}) format('woff2-variations');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}`
  document.head.append(style)
}
