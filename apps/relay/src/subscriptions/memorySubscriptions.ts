import { SUBSCRIPTION_TTL_MS } from '../constants'
import type { SubscriptionQuota, SubscriptionStore } from './types'

type ClientTopics = { topics: Set<string>; address: string; subscribedAt: number }

/** Subscriptions of a single relay process, counted per client and per address as they change. */
export function createMemorySubscriptions(quota: SubscriptionQuota): SubscriptionStore {
  const byClient = new Map<string, ClientTopics>()
  const perAddress = new Map<string, number>()

  const count = (address: string, change: number) => {
    const total = (perAddress.get(address) ?? 0) + change
    if (total > 0) perAddress.set(address, total)
    else perAddress.delete(address)
  }

  /** The client's topics unless they have expired, in which case they are forgotten. */
  const alive = (clientId: string, now: number) => {
    const found = byClient.get(clientId)
    if (!found || found.subscribedAt + SUBSCRIPTION_TTL_MS > now) return found
    byClient.delete(clientId)
    count(found.address, -found.topics.size)
    return undefined
  }

  return {
    async add(clientId, address, topics, now) {
      const found = alive(clientId, now) ?? { topics: new Set<string>(), address, subscribedAt: now }
      const fresh = new Set(topics.filter((topic) => !found.topics.has(topic)))
      if (found.topics.size + fresh.size > quota.perClient) return 'clientFull'
      if ((perAddress.get(found.address) ?? 0) + fresh.size > quota.perAddress) return 'addressFull'
      for (const topic of fresh) found.topics.add(topic)
      found.subscribedAt = now
      byClient.set(clientId, found)
      count(found.address, fresh.size)
      return 'added'
    },
    async remove(clientId, topic) {
      const found = byClient.get(clientId)
      if (found?.topics.delete(topic)) count(found.address, -1)
    },
    async list(clientId, now) {
      return [...(alive(clientId, now)?.topics ?? [])]
    },
    async sweep(now) {
      for (const clientId of byClient.keys()) alive(clientId, now)
    },
    async close() {
      byClient.clear()
      perAddress.clear()
    },
  }
}
