import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX, SUBSCRIPTION_TTL_MS } from '../constants'
import type { SubscriptionStore } from './types'

const subscriptionsKey = (clientId: string) => `${REDIS_KEY_PREFIX}subscriptions:${clientId}`

/** KEYS: the client's set. ARGV: max, ttlMs, topics… → 1 added, 0 refused (it would hold more than max). */
const ADD_SCRIPT = `
local fresh = 0
for i = 3, #ARGV do
  if redis.call('SISMEMBER', KEYS[1], ARGV[i]) == 0 then fresh = fresh + 1 end
end
if redis.call('SCARD', KEYS[1]) + fresh > tonumber(ARGV[1]) then return 0 end
redis.call('SADD', KEYS[1], unpack(ARGV, 3))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`

type SubscriptionScripts = { porticoSubscriptionsAdd(...keysThenArgs: (string | number)[]): Promise<number> }

/** Subscriptions shared by every instance, so a client that reconnects elsewhere keeps its topics. */
export function createRedisSubscriptions(redis: Redis): SubscriptionStore {
  redis.defineCommand('porticoSubscriptionsAdd', { numberOfKeys: 1, lua: ADD_SCRIPT })
  const scripts = redis as unknown as SubscriptionScripts
  return {
    async add(clientId, topics, max) {
      if (topics.length === 0) return true
      // One atomic check-and-add, so two instances cannot both let a client past its cap.
      return (
        (await scripts.porticoSubscriptionsAdd(
          subscriptionsKey(clientId),
          max,
          SUBSCRIPTION_TTL_MS,
          ...topics,
        )) === 1
      )
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
