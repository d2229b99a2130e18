import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from '../constants'
import type { RelayMessage } from '../mailbox/types'
import type { Fanout } from './types'

const FANOUT_CHANNEL = `${REDIS_KEY_PREFIX}fanout`

/**
 * Fan-out through Redis pub/sub. A subscribed connection cannot run other commands, so it is its own
 * connection; `ready` resolves once this instance hears the channel.
 */
export function createRedisFanout(
  publisher: Redis,
  subscriber: Redis,
  onError: (error: unknown) => void,
): Fanout & { ready: Promise<void> } {
  const listeners = new Set<(message: RelayMessage) => void>()
  subscriber.on('message', (channel: string, json: string) => {
    if (channel !== FANOUT_CHANNEL) return
    let message: RelayMessage
    try {
      message = JSON.parse(json) as RelayMessage
    } catch (error) {
      // Someone else wrote to our channel: skip it rather than stop fan-out for everyone.
      onError(error)
      return
    }
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
