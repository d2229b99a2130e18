import type { RelayMessage } from '../mailbox/types'
import type { Fanout } from './types'

/** Fan-out inside one process: every listener hears every message. */
export function createMemoryFanout(): Fanout {
  const listeners = new Set<(message: RelayMessage) => void>()
  return {
    async broadcast(message) {
      for (const listener of listeners) listener(message)
    },
    onMessage(listener) {
      listeners.add(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}
