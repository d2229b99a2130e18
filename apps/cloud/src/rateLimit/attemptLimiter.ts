import { HttpError, RATE_LIMITED_MESSAGE } from '../errors'
import type { RateLimitCounter } from './rateLimitCounter'
import type { RateLimitFamily, RateLimitRule } from './rateLimitFamily'

/** Counts attempts a handler makes (a password tried), in the same shared store as the route limits. */
export type AttemptLimiter = {
  /** Counts one attempt under each key; past the family's limit on any: 429 with Retry-After (SPEC §8). */
  attempt: (family: RateLimitFamily, keys: readonly string[]) => Promise<void>
}

export type CreateAttemptLimiterParameters = {
  counter: RateLimitCounter
  rules: Readonly<Record<RateLimitFamily, RateLimitRule>>
  now: () => number
  onRefused: (family: RateLimitFamily) => void
}

export function createAttemptLimiter({
  counter,
  rules,
  now,
  onRefused,
}: CreateAttemptLimiterParameters): AttemptLimiter {
  return {
    attempt: async (family, keys) => {
      const { maxRequests, windowMs } = rules[family]
      const nowMs = now()
      const counts = await Promise.all(keys.map((key) => counter.count(`${family}|${key}`, nowMs, windowMs)))
      const over = counts.filter((count) => count.count > maxRequests)
      if (over.length === 0) return
      onRefused(family)
      const retryAfterS = Math.ceil(Math.max(...over.map((count) => count.resetsAtMs - nowMs)) / 1000)
      throw new HttpError(429, RATE_LIMITED_MESSAGE, { 'retry-after': String(Math.max(1, retryAfterS)) })
    },
  }
}
