import { useEffect, useState } from 'react'

/** The page's clock, read again every `intervalMs`, so a view can tell when a pairing runs out. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
