import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from '../constants'
import { type RateCounter, windowIndex } from './rateCounter'

const countKey = (key: string, window: number) => `${REDIS_KEY_PREFIX}rate:${key}:${window}`

/** Counters shared by every instance on one Redis, so two instances enforce one limit. */
export function createRedisRateCounter(redis: Redis): RateCounter {
  return {
    async hit(key, amount, windowMs, now) {
      const redisKey = countKey(key, windowIndex(windowMs, now))
      // Two windows of real time: the key outlives its window whatever clock the relay reads.
      const replies = await redis
        .multi()
        .incrby(redisKey, amount)
        .pexpire(redisKey, windowMs * 2)
        .exec()
      const [error, count] = replies?.[0] ?? [new Error('Redis returned no reply to INCRBY')]
      if (error) throw error
      return Number(count)
    },
    // Redis expires each window's key by itself.
    async sweep() {},
    async close() {},
  }
}
