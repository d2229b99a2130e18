import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from '../constants'
import type { RelayMessage } from '../mailbox/types'
import type { Fanout } from './types'

const FANOUT_CHANNEL = `${REDIS_KEY_PREFIX}fanout`

/**
 * Fan-out through Redis pub/sub. A subscribed connection cannot run other commands, so it is its own
 * connection; `ready` resolves once this instance hears the channel.
 */
export function createRedisFanout(publisher: Redis, subscriber: Redis): Fanout & { ready: Promise<void> } {
  const listeners = new Set<(message: RelayMessage) => void>()
  subscriber.on('message', (channel: string, json: string) => {
    if (channel !== FANOUT_CHANNEL) return
    const message = JSON.parse(json) as RelayMessage
    for (const listener of listeners) listener(message)
  })
  const ready = subscriber.subscribe(FANOUT_CHANNEL).then(() => undefined)
  return {
    ready,
    async broadcast(message) {
      await publisher.publish(FANOUT_CHANNEL, JSON.stringify(message))
    },
    onMessage(listener) {
      listeners.add(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}
