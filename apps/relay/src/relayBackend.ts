import { Redis } from 'ioredis'
import { createMemoryFanout } from './fanout/memoryFanout'
import { createRedisFanout } from './fanout/redisFanout'
import type { Fanout } from './fanout/types'
import { createMemoryRateCounter } from './limits/memoryRateCounter'
import type { RateCounter } from './limits/rateCounter'
import { createRedisRateCounter } from './limits/redisRateCounter'
import { createMemoryMailbox } from './mailbox/memoryMailbox'
import { createRedisMailbox } from './mailbox/redisMailbox'
import type { Mailbox, MailboxQuota } from './mailbox/types'
import { createMemorySubscriptions } from './subscriptions/memorySubscriptions'
import { createRedisSubscriptions } from './subscriptions/redisSubscriptions'
import type { SubscriptionQuota, SubscriptionStore } from './subscriptions/types'

/** Where the relay keeps its state: in this process, or in Redis shared by several instances. */
export type RelayBackend = {
  kind: 'memory' | 'redis'
  mailbox: Mailbox
  subscriptions: SubscriptionStore
  fanout: Fanout
  /** Rate-limit counts: per process, or shared on Redis so instances enforce one limit. */
  rateCounter: RateCounter
  close(): Promise<void>
}

export function createMemoryBackend(quota: MailboxQuota, subscriptionQuota: SubscriptionQuota): RelayBackend {
  const mailbox = createMemoryMailbox(quota)
  const subscriptions = createMemorySubscriptions(subscriptionQuota)
  const fanout = createMemoryFanout()
  const rateCounter = createMemoryRateCounter()
  return {
    kind: 'memory',
    mailbox,
    subscriptions,
    fanout,
    rateCounter,
    async close() {
      await Promise.all([mailbox.close(), subscriptions.close(), fanout.close(), rateCounter.close()])
    },
  }
}

/** Connects to Redis before the relay listens, so a wrong URL fails the start instead of the first publish. */
export async function createRedisBackend(
  redisUrl: string,
  onError: (error: unknown) => void = () => {},
  quota: MailboxQuota,
  subscriptionQuota: SubscriptionQuota,
): Promise<RelayBackend> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 }
  const commands = new Redis(redisUrl, options)
  const listener = new Redis(redisUrl, options)
  // ioredis reconnects by itself; its errors are worth a log line, not a crash.
  commands.on('error', onError)
  listener.on('error', onError)
  try {
    await Promise.all([commands.connect(), listener.connect()])
  } catch (error) {
    commands.disconnect()
    listener.disconnect()
    throw new Error(`Cannot reach Redis at ${redisUrl}: ${error instanceof Error ? error.message : error}`)
  }
  const fanout = createRedisFanout(commands, listener, onError)
  await fanout.ready
  return {
    kind: 'redis',
    mailbox: createRedisMailbox(commands, quota),
    subscriptions: createRedisSubscriptions(commands, subscriptionQuota),
    fanout,
    rateCounter: createRedisRateCounter(commands),
    async close() {
      await fanout.close()
      await Promise.allSettled([commands.quit(), listener.quit()])
    },
  }
}
