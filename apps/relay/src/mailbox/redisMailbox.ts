import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from '../constants'
import { DEFAULT_MAILBOX_QUOTA } from './mailboxQuota'
import { messageBytes } from './messageBytes'
import { ADD_SCRIPT, REMOVE_SCRIPT, SWEEP_SCRIPT } from './redisMailboxScripts'
import type { Mailbox, MailboxAddResult, MailboxQuota, RelayMessage } from './types'

const messagesKey = (topic: string) => `${REDIS_KEY_PREFIX}messages:${topic}`
const expiriesKey = (topic: string) => `${REDIS_KEY_PREFIX}expiries:${topic}`
/** The ledger of everything stored, on every topic: what the quotas are held to. */
const LEDGER_KEYS = ['ledger', 'ledger:sizes', 'ledger:topicBytes', 'ledger:topicCounts', 'ledger:total'].map(
  (name) => `${REDIS_KEY_PREFIX}${name}`,
)
const [LEDGER, , , , TOTAL_BYTES] = LEDGER_KEYS as [string, string, string, string, string]
/** Expired entries dropped per script call, so one call never blocks Redis for long. */
const DROP_BATCH = 1000
// The message's ttl as a duration, so Redis' real-time expiry matches whatever clock the relay uses.
const ttlMs = (message: RelayMessage) => Math.max(1, message.expiresAt - message.publishedAt)

type MailboxScripts = {
  porticoMailboxAdd(...keysThenArgs: (string | number)[]): Promise<MailboxAddResult>
  porticoMailboxSweep(...keysThenArgs: (string | number)[]): Promise<number>
  porticoMailboxRemove(...keysThenArgs: (string | number)[]): Promise<number>
}

/**
 * The shared mailbox: per topic a hash of messages and a sorted set of their expiry (by the relay's
 * clock), so every instance sees the same backlog, and a ledger that holds every instance to one
 * quota. Redis' own key expiry only cleans up the topic keys afterwards.
 */
export function createRedisMailbox(redis: Redis, quota: MailboxQuota = DEFAULT_MAILBOX_QUOTA): Mailbox {
  redis.defineCommand('porticoMailboxAdd', { numberOfKeys: 7, lua: ADD_SCRIPT })
  redis.defineCommand('porticoMailboxSweep', { numberOfKeys: 5, lua: SWEEP_SCRIPT })
  redis.defineCommand('porticoMailboxRemove', { numberOfKeys: 5, lua: REMOVE_SCRIPT })
  const scripts = redis as unknown as MailboxScripts

  /** Drops every entry expired at `now`, a batch per call. */
  const dropExpired = async (now: number) => {
    while (
      (await scripts.porticoMailboxSweep(...LEDGER_KEYS, REDIS_KEY_PREFIX, now, DROP_BATCH)) === DROP_BATCH
    ) {}
  }

  return {
    async add(message, now) {
      return scripts.porticoMailboxAdd(
        ...LEDGER_KEYS,
        messagesKey(message.topic),
        expiriesKey(message.topic),
        REDIS_KEY_PREFIX,
        now,
        DROP_BATCH,
        message.topic,
        message.id,
        JSON.stringify(message),
        message.expiresAt,
        messageBytes(message),
        ttlMs(message),
        quota.topicMaxMessages,
        quota.topicMaxBytes,
        quota.budgetBytes,
        `client:${message.senderId}`,
        quota.clientMaxBytes,
        quota.clientMaxMessages,
        `address:${message.senderAddress}`,
        quota.addressMaxBytes,
        quota.addressMaxMessages,
      )
    },
    async list(topic, now) {
      await dropExpired(now)
      const alive = await redis.zrangebyscore(expiriesKey(topic), `(${now}`, '+inf')
      if (alive.length === 0) return []
      const stored = await redis.hmget(messagesKey(topic), ...alive)
      return stored
        .filter((json): json is string => json !== null)
        .map((json) => JSON.parse(json) as RelayMessage)
        .sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async acknowledge(clientId, message) {
      if (clientId === message.senderId) return
      await scripts.porticoMailboxRemove(...LEDGER_KEYS, REDIS_KEY_PREFIX, `${message.id}\n${message.topic}`)
    },
    async count(now) {
      return redis.zcount(LEDGER, `(${now}`, '+inf')
    },
    async bytes(now) {
      await dropExpired(now)
      return Number((await redis.get(TOTAL_BYTES)) ?? 0)
    },
    async sweep(now) {
      await dropExpired(now)
    },
    async close() {},
  }
}
