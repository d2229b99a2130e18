import { useEffect, useState } from 'react'

/**
 * False until the frame the component first rendered in has painted, then true: work a view can do a frame
 * later (loading a chunk, drawing rows below the fold) stays out of the frame that opens it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    // Animation-frame callbacks run before the frame paints; a task queued from one runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
