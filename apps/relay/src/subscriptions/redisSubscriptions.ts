import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX, SUBSCRIPTION_TTL_MS } from '../constants'
import type { SubscriptionAddResult, SubscriptionQuota, SubscriptionStore } from './types'

const subscriptionsKey = (clientId: string) => `${REDIS_KEY_PREFIX}subscriptions:${clientId}`
/** Who subscribed when (a sorted set by time), from which address, and each address's total. */
const LEDGER_KEYS = [
  'subscriptions-ledger:at',
  'subscriptions-ledger:owners',
  'subscriptions-ledger:totals',
].map((name) => `${REDIS_KEY_PREFIX}${name}`)
/** Expired clients forgotten per script call, so one call never blocks Redis for long. */
const DROP_BATCH = 1000

/**
 * Lua, so a quota check and the change it allows are one atomic step for every instance. A client's
 * set is named from the prefix in ARGV, not KEYS: fine on one Redis, not on a cluster.
 */
const DROP_EXPIRED = `
local function dropExpired(at, owners, totals, prefix, before, batch)
  local expired = redis.call('ZRANGEBYSCORE', at, '-inf', before, 'LIMIT', 0, batch)
  for _, clientId in ipairs(expired) do
    local held = redis.call('SCARD', prefix .. 'subscriptions:' .. clientId)
    local owner = redis.call('HGET', owners, clientId)
    if owner and redis.call('HINCRBY', totals, owner, -held) <= 0 then redis.call('HDEL', totals, owner) end
    redis.call('DEL', prefix .. 'subscriptions:' .. clientId)
    redis.call('HDEL', owners, clientId)
    redis.call('ZREM', at, clientId)
  end
  return #expired
end
`

/** KEYS: at, owners, totals. ARGV: prefix, clientId, address, now, ttlMs, batch, perClient, perAddress, topics… */
const ADD_SCRIPT = `${DROP_EXPIRED}
local at, owners, totals = KEYS[1], KEYS[2], KEYS[3]
local prefix, clientId, address, now, ttlMs = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
local batch, perClient, perAddress = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local set = prefix .. 'subscriptions:' .. clientId
dropExpired(at, owners, totals, prefix, now - ttlMs, batch)
local fresh = 0
for i = 9, #ARGV do
  if redis.call('SISMEMBER', set, ARGV[i]) == 0 then fresh = fresh + 1 end
end
if redis.call('SCARD', set) + fresh > perClient then return 'clientFull' end
local owner = redis.call('HGET', owners, clientId) or address
if tonumber(redis.call('HGET', totals, owner) or '0') + fresh > perAddress then return 'addressFull' end
redis.call('SADD', set, unpack(ARGV, 9))
redis.call('HSET', owners, clientId, owner)
redis.call('HINCRBY', totals, owner, fresh)
redis.call('ZADD', at, now, clientId)
return 'added'
`

/** KEYS: at, owners, totals. ARGV: prefix, clientId, topic. */
const REMOVE_SCRIPT = `
local owners, totals = KEYS[2], KEYS[3]
local prefix, clientId, topic = ARGV[1], ARGV[2], ARGV[3]
if redis.call('SREM', prefix .. 'subscriptions:' .. clientId, topic) == 1 then
  local owner = redis.call('HGET', owners, clientId)
  if owner and redis.call('HINCRBY', totals, owner, -1) <= 0 then redis.call('HDEL', totals, owner) end
end
return 0
`

/** KEYS: at, owners, totals. ARGV: prefix, before, batch → clients forgotten. */
const SWEEP_SCRIPT = `${DROP_EXPIRED}
return dropExpired(KEYS[1], KEYS[2], KEYS[3], ARGV[1], ARGV[2], tonumber(ARGV[3]))
`

type SubscriptionScripts = {
  porticoSubscriptionsAdd(...keysThenArgs: (string | number)[]): Promise<SubscriptionAddResult>
  porticoSubscriptionsRemove(...keysThenArgs: (string | number)[]): Promise<number>
  porticoSubscriptionsSweep(...keysThenArgs: (string | number)[]): Promise<number>
}

/** Subscriptions shared by every instance, so a client that reconnects elsewhere keeps its topics. */
export function createRedisSubscriptions(redis: Redis, quota: SubscriptionQuota): SubscriptionStore {
  redis.defineCommand('porticoSubscriptionsAdd', { numberOfKeys: 3, lua: ADD_SCRIPT })
  redis.defineCommand('porticoSubscriptionsRemove', { numberOfKeys: 3, lua: REMOVE_SCRIPT })
  redis.defineCommand('porticoSubscriptionsSweep', { numberOfKeys: 3, lua: SWEEP_SCRIPT })
  const scripts = redis as unknown as SubscriptionScripts
  const [at] = LEDGER_KEYS as [string]
  const sweep = async (now: number) => {
    const before = now - SUBSCRIPTION_TTL_MS
    while (
      (await scripts.porticoSubscriptionsSweep(...LEDGER_KEYS, REDIS_KEY_PREFIX, before, DROP_BATCH)) ===
      DROP_BATCH
    ) {}
  }
  return {
    async add(clientId, address, topics, now) {
      if (topics.length === 0) return 'added'
      return scripts.porticoSubscriptionsAdd(
        ...LEDGER_KEYS,
        REDIS_KEY_PREFIX,
        clientId,
        address,
        now,
        SUBSCRIPTION_TTL_MS,
        DROP_BATCH,
        quota.perClient,
        quota.perAddress,
        ...topics,
      )
    },
    async remove(clientId, topic) {
      await scripts.porticoSubscriptionsRemove(...LEDGER_KEYS, REDIS_KEY_PREFIX, clientId, topic)
    },
    async list(clientId, now) {
      const subscribedAt = await redis.zscore(at, clientId)
      if (subscribedAt === null || Number(subscribedAt) + SUBSCRIPTION_TTL_MS <= now) return []
      return redis.smembers(subscriptionsKey(clientId))
    },
    sweep,
    async close() {},
  }
}
