import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter'

describe('createRateLimiter', () => {
  test('allows maxRequests per window, then refuses with the seconds left until the window ends', () => {
    let time = 1_000_000
    const limiter = createRateLimiter({ maxRequests: 2, windowMs: 60_000, now: () => time })
    expect(limiter.check('a')).toEqual({ allowed: true })
    expect(limiter.check('a')).toEqual({ allowed: true })
    time += 15_500
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.check('b')).toEqual({ allowed: true })
    time += 44_500
    expect(limiter.check('a')).toEqual({ allowed: true })
  })
})
