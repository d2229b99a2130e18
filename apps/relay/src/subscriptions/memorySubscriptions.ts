import type { SubscriptionStore } from './types'

/** Subscriptions of a single relay process. */
export function createMemorySubscriptions(): SubscriptionStore {
  const byClient = new Map<string, Set<string>>()
  return {
    async add(clientId, topics) {
      const set = byClient.get(clientId) ?? new Set<string>()
      for (const topic of topics) set.add(topic)
      byClient.set(clientId, set)
    },
    async remove(clientId, topic) {
      byClient.get(clientId)?.delete(topic)
    },
    async list(clientId) {
      return [...(byClient.get(clientId) ?? [])]
    },
    async close() {
      byClient.clear()
    },
  }
}
