import { Redis } from 'ioredis'
import type { RateLimitCounter } from './rateLimitCounter'

const KEY_PREFIX = 'portico:rate-limit:'

/** One round trip: a new or ended window restarts at 1, else the count grows; the key expires with its window. */
const COUNT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
if not resets or resets <= now then
  resets = now + window
  redis.call('HSET', KEYS[1], 'resets', resets, 'count', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, resets}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), resets}
`

/** Counts in Redis, shared by every instance given the same `--redis` URL. */
export function redisRateLimitCounter(url: string, onError: (error: Error) => void): RateLimitCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  redis.on('error', onError)
  return {
    count: async (key, nowMs, windowMs) => {
      const [count, resetsAtMs] = (await redis.eval(COUNT_SCRIPT, 1, KEY_PREFIX + key, nowMs, windowMs)) as [
        number,
        number,
      ]
      return { count, resetsAtMs }
    },
    close: async () => {
      await redis.quit()
    },
  }
}
