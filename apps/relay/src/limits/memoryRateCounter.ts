import { type RateCounter, windowIndex } from './rateCounter'

type Count = { window: number; windowMs: number; count: number }

/** Counters of a single relay process. */
export function createMemoryRateCounter(): RateCounter {
  const counts = new Map<string, Count>()
  return {
    async hit(key, amount, windowMs, now) {
      const window = windowIndex(windowMs, now)
      const found = counts.get(key)
      if (found && found.window === window && found.windowMs === windowMs) {
        found.count += amount
        return found.count
      }
      counts.set(key, { window, windowMs, count: amount })
      return amount
    },
    async sweep(now) {
      for (const [key, { window, windowMs }] of counts) {
        if (window < windowIndex(windowMs, now)) counts.delete(key)
      }
    },
    async close() {
      counts.clear()
    },
  }
}
