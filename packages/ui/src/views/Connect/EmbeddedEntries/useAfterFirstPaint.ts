import { useEffect, useState } from 'react'

/**
 * False until the frame this component first rendered in has been painted, when `wait`; true at once
 * otherwise. A timer set from an animation frame runs after that frame's paint.
 */
export function useAfterFirstPaint(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
