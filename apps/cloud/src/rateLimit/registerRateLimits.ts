import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError, RATE_LIMITED_MESSAGE } from '../errors'
import type { RateLimitCounter } from './rateLimitCounter'
import type { RateLimitFamily, RateLimitRule } from './rateLimitFamily'

export type RegisterRateLimitsParameters = {
  counter: RateLimitCounter
  rules: Readonly<Record<RateLimitFamily, RateLimitRule>>
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number
  onRefused: (family: RateLimitFamily) => void
}

/**
 * @fastify/rate-limit on every route of a named family, after the access hook has found the
 * project: one count per family, project and client IP, kept by `counter` so every instance on the
 * same database or Redis shares it. Past the limit: 429 with Retry-After (SPEC §8).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { counter, rules, now, onRefused }: RegisterRateLimitsParameters,
): Promise<void> {
  const familyOf = (request: FastifyRequest): RateLimitFamily => {
    const family = request.routeOptions.config.rateLimitFamily
    if (!family) throw new Error(`route ${request.routeOptions.url} has no rate limit family`)
    return family
  }
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const nowMs = now()
      counter.count(key, nowMs, timeWindow).then(
        ({ count, resetsAtMs }) => callback(null, { current: count, ttl: Math.max(1, resetsAtMs - nowMs) }),
        (error: Error) => callback(error),
      )
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
  // Routes opt in by naming a family; this runs before the plugin's own onRoute.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimitFamily) route.config = { ...route.config, rateLimit: {} }
  })
  await app.register(rateLimit, {
    global: false,
    hook: 'preValidation',
    store: SharedStore,
    keyGenerator: (request) => `${familyOf(request)}|${request.project?.id ?? ''}|${request.ip}`,
    max: (request) => rules[familyOf(request)].maxRequests,
    timeWindow: (request) => rules[familyOf(request)].windowMs,
    onExceeded: (request) => onRefused(familyOf(request)),
    errorResponseBuilder: () => new HttpError(429, RATE_LIMITED_MESSAGE),
  })
}
