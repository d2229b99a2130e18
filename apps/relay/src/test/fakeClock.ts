import type { Clock } from '../clock'

/** A clock tests move by hand, so ttl can pass without waiting. */
export function createFakeClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let now = start
  return {
    now: () => now,
    advance(ms) {
      now += ms
    },
  }
}
