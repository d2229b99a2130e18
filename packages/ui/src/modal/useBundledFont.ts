import { useEffect } from 'react'

/**
 * SPEC §2's Inter, unless the host names its own `--portico-font-family`: then neither the
 * declarations nor a font file load. The modal paints with the fallback stack and swaps Inter in.
 */
export function useBundledFont(hostFontFamily: string | undefined): void {
  useEffect(() => {
    if (hostFontFamily) return
    void import('./fontFace').then(({ ensureBundledFontFace }) => ensureBundledFontFace(document))
  }, [hostFontFamily])
}
