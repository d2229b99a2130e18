import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from '../constants'
import type { Mailbox, RelayMessage } from './types'

const messagesKey = (topic: string) => `${REDIS_KEY_PREFIX}messages:${topic}`
const expiriesKey = (topic: string) => `${REDIS_KEY_PREFIX}expiries:${topic}`
const acknowledgedKey = (clientId: string, topic: string) => `${REDIS_KEY_PREFIX}acked:${clientId}:${topic}`
// The message's ttl as a duration, so Redis' real-time expiry matches whatever clock the relay uses.
const ttlMs = (message: RelayMessage) => Math.max(1, message.expiresAt - message.publishedAt)

/**
 * The shared mailbox: per topic a hash of messages and a sorted set of their expiry (by the relay's
 * clock), so every instance sees the same backlog. Redis' own key expiry only cleans up afterwards.
 */
export function createRedisMailbox(redis: Redis): Mailbox {
  // NX then GT: a key's Redis expiry only ever grows to cover its longest-lived message.
  const extend = (pipeline: ReturnType<Redis['multi']>, key: string, ms: number) =>
    pipeline.pexpire(key, ms, 'NX').pexpire(key, ms, 'GT')

  /** Every topic's expiry index, a page of SCAN at a time (every instance's topics, not only this one's). */
  const forEachExpiriesKey = async (visit: (key: string) => Promise<unknown>) => {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${expiriesKey('')}*`, 'COUNT', 500)
      cursor = next
      await Promise.all(keys.map(visit))
    } while (cursor !== '0')
  }

  const dropExpired = async (topic: string, now: number) => {
    const expired = await redis.zrangebyscore(expiriesKey(topic), '-inf', now)
    if (expired.length === 0) return
    await redis
      .multi()
      .zrem(expiriesKey(topic), ...expired)
      .hdel(messagesKey(topic), ...expired)
      .exec()
  }

  return {
    async add(message) {
      const ms = ttlMs(message)
      const pipeline = redis.multi()
      pipeline.hsetnx(messagesKey(message.topic), message.id, JSON.stringify(message))
      pipeline.zadd(expiriesKey(message.topic), 'GT', message.expiresAt, message.id)
      extend(pipeline, messagesKey(message.topic), ms)
      extend(pipeline, expiriesKey(message.topic), ms)
      await pipeline.exec()
    },
    async list(topic, now) {
      await dropExpired(topic, now)
      const alive = await redis.zrangebyscore(expiriesKey(topic), `(${now}`, '+inf')
      if (alive.length === 0) return []
      const stored = await redis.hmget(messagesKey(topic), ...alive)
      return stored
        .filter((json): json is string => json !== null)
        .map((json) => JSON.parse(json) as RelayMessage)
        .sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async markAcknowledged(clientId, message) {
      const key = acknowledgedKey(clientId, message.topic)
      const pipeline = redis.multi().sadd(key, message.id)
      extend(pipeline, key, ttlMs(message))
      await pipeline.exec()
    },
    async acknowledgedIds(clientId, topic) {
      return new Set(await redis.smembers(acknowledgedKey(clientId, topic)))
    },
    async count(now) {
      let alive = 0
      await forEachExpiriesKey(async (key) => {
        const count = await redis.zcount(key, `(${now}`, '+inf')
        alive += count
      })
      return alive
    },
    // Redis expires whole keys by itself; this drops expired entries of keys still alive.
    async sweep(now) {
      const prefix = expiriesKey('')
      await forEachExpiriesKey((key) => dropExpired(key.slice(prefix.length), now))
    },
    async close() {},
  }
}
