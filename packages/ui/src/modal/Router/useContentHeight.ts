import { type RefObject, useLayoutEffect, useState } from 'react'

/** The content's height as it changes, so the router can animate to it (SPEC §9: 150 ms). */
export function useContentHeight(content: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = content.current
    if (!element) return
    setHeight(element.getBoundingClientRect().height)
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [content])
  return height
}
