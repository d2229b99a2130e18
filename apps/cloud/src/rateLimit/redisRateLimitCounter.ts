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

/**
 * Counts in Redis, shared by every instance given the same `--redis` URL. Connects before the cloud
 * listens, so a wrong URL fails the start rather than every request.
 */
export async function connectRedisRateLimitCounter(
  url: string,
  onError: (error: Error) => void,
): Promise<RateLimitCounter> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new Error(`Cannot reach Redis at ${url}: ${error instanceof Error ? error.message : String(error)}`)
  }
  // ioredis reconnects by itself; while Redis is away, requests that need a count fail with 500.
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
