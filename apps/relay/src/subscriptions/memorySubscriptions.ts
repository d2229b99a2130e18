import type { SubscriptionStore } from './types'

/** Subscriptions of a single relay process. */
export function createMemorySubscriptions(): SubscriptionStore {
  const byClient = new Map<string, Set<string>>()
  return {
    async add(clientId, topics, max) {
      const set = byClient.get(clientId) ?? new Set<string>()
      const added = new Set(topics.filter((topic) => !set.has(topic)))
      if (set.size + added.size > max) return false
      for (const topic of added) set.add(topic)
      byClient.set(clientId, set)
      return true
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
