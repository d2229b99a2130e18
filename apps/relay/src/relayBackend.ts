import { Redis } from 'ioredis'
import { createMemoryFanout } from './fanout/memoryFanout'
import { createRedisFanout } from './fanout/redisFanout'
import type { Fanout } from './fanout/types'
import { createMemoryMailbox } from './mailbox/memoryMailbox'
import { createRedisMailbox } from './mailbox/redisMailbox'
import type { Mailbox } from './mailbox/types'
import { createMemorySubscriptions } from './subscriptions/memorySubscriptions'
import { createRedisSubscriptions } from './subscriptions/redisSubscriptions'
import type { SubscriptionStore } from './subscriptions/types'

/** Where the relay keeps its state: in this process, or in Redis shared by several instances. */
export type RelayBackend = {
  kind: 'memory' | 'redis'
  mailbox: Mailbox
  subscriptions: SubscriptionStore
  fanout: Fanout
  close(): Promise<void>
}

export function createMemoryBackend(): RelayBackend {
  const mailbox = createMemoryMailbox()
  const subscriptions = createMemorySubscriptions()
  const fanout = createMemoryFanout()
  return {
    kind: 'memory',
    mailbox,
    subscriptions,
    fanout,
    async close() {
      await Promise.all([mailbox.close(), subscriptions.close(), fanout.close()])
    },
  }
}

/** Connects to Redis before the relay listens, so a wrong URL fails the start instead of the first publish. */
export async function createRedisBackend(
  redisUrl: string,
  onError: (error: unknown) => void = () => {},
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
    mailbox: createRedisMailbox(commands),
    subscriptions: createRedisSubscriptions(commands),
    fanout,
    async close() {
      await fanout.close()
      await Promise.allSettled([commands.quit(), listener.quit()])
    },
  }
}
