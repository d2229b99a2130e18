/** One counted request: how many the key has made in its window, and when that window ends. */
export type RateLimitCount = { count: number; resetsAtMs: number }

/**
 * Counts a request for `key` in a fixed window that starts at its first request, wherever the
 * count is kept (the shared database or Redis), so every instance sees the same total.
 */
export type RateLimitCounter = {
  count: (key: string, nowMs: number, windowMs: number) => Promise<RateLimitCount>
  close: () => Promise<void>
}
