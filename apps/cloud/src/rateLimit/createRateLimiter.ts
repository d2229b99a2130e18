/** The verdict for one request: allowed, or refused with the seconds until the window resets. */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = { check: (key: string) => RateLimitVerdict }

export type CreateRateLimiterParameters = {
  maxRequests: number
  windowMs: number
  /** Milliseconds since the epoch; injectable so tests move time instead of waiting. */
  now: () => number
}

/**
 * A fixed-window counter per key (the cloud keys it by project and IP). It lives in the process:
 * instances behind one load balancer each count their own share.
 */
export function createRateLimiter({ maxRequests, windowMs, now }: CreateRateLimiterParameters): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    check: (key) => {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.startedAt >= windowMs) {
        if (windows.size > 10_000) pruneExpired(windows, time, windowMs)
        window = { startedAt: time, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      if (window.count <= maxRequests) return { allowed: true }
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000))
      return { allowed: false, retryAfterSeconds }
    },
  }
}

function pruneExpired(windows: Map<string, { startedAt: number }>, time: number, windowMs: number): void {
  for (const [key, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(key)
}
