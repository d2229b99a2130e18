/**
 * Fixed-window counters: `hit` adds `amount` to `key`'s count in the window holding `now` and
 * returns the new count. Fixed windows need one atomic INCRBY on Redis and one number per key in
 * memory, and instances agree on a window by its index alone; the price is that a client may burst
 * up to twice a limit across a window boundary, which still bounds abuse.
 */
export type RateCounter = {
  hit(key: string, amount: number, windowMs: number, now: number): Promise<number>
  /** Forgets counts of windows that have ended. */
  sweep(now: number): Promise<void>
  close(): Promise<void>
}

/** The index of the window that holds `now`: the same on every instance whose clock agrees. */
export function windowIndex(windowMs: number, now: number): number {
  return Math.floor(now / windowMs)
}
