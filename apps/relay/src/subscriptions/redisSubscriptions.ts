import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX, SUBSCRIPTION_TTL_MS } from '../constants'
import type { SubscriptionStore } from './types'

const subscriptionsKey = (clientId: string) => `${REDIS_KEY_PREFIX}subscriptions:${clientId}`

/** Subscriptions shared by every instance, so a client that reconnects elsewhere keeps its topics. */
export function createRedisSubscriptions(redis: Redis): SubscriptionStore {
  return {
    async add(clientId, topics) {
      if (topics.length === 0) return
      const key = subscriptionsKey(clientId)
      await redis
        .multi()
        .sadd(key, ...topics)
        .pexpire(key, SUBSCRIPTION_TTL_MS)
        .exec()
    },
    async remove(clientId, topic) {
      await redis.srem(subscriptionsKey(clientId), topic)
    },
    async list(clientId) {
      return redis.smembers(subscriptionsKey(clientId))
    },
    async close() {},
  }
}
