import { useEffect } from 'react'

const requested = new Set<string>()

/** Asks the browser for each image once, so its row paints with it when scrolled to (SPEC §9). */
export function usePrefetchImages(urls: readonly (string | undefined)[]): void {
  useEffect(() => {
    for (const url of urls) {
      if (!url || requested.has(url)) continue
      requested.add(url)
      const image = document.createElement('img')
      image.decoding = 'async'
      image.src = url
    }
  }, [urls])
}
