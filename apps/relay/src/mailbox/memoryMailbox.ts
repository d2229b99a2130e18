import type { Mailbox, RelayMessage } from './types'

type TopicBox = { messages: Map<string, RelayMessage>; acknowledged: Map<string, Set<string>> }

/** The single-process mailbox: expired messages, and the acks about them, go when a topic is read or swept. */
export function createMemoryMailbox(): Mailbox {
  const topics = new Map<string, TopicBox>()

  const box = (topic: string) => {
    let found = topics.get(topic)
    if (!found) {
      found = { messages: new Map(), acknowledged: new Map() }
      topics.set(topic, found)
    }
    return found
  }

  const dropExpired = (topic: string, found: TopicBox, now: number) => {
    for (const [id, message] of found.messages) {
      if (message.expiresAt > now) continue
      found.messages.delete(id)
      for (const ids of found.acknowledged.values()) ids.delete(id)
    }
    if (found.messages.size === 0) topics.delete(topic)
  }

  return {
    async add(message) {
      const found = box(message.topic)
      if (!found.messages.has(message.id)) found.messages.set(message.id, message)
    },
    async list(topic, now) {
      const found = topics.get(topic)
      if (!found) return []
      dropExpired(topic, found, now)
      return [...found.messages.values()].sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async markAcknowledged(clientId, message) {
      const found = topics.get(message.topic)
      // Only acks of stored messages matter: they are what a later subscribe would resend.
      if (!found?.messages.has(message.id)) return
      const ids = found.acknowledged.get(clientId) ?? new Set<string>()
      ids.add(message.id)
      found.acknowledged.set(clientId, ids)
    },
    async acknowledgedIds(clientId, topic) {
      return new Set(topics.get(topic)?.acknowledged.get(clientId) ?? [])
    },
    async count(now) {
      let alive = 0
      for (const found of topics.values()) {
        for (const message of found.messages.values()) if (message.expiresAt > now) alive += 1
      }
      return alive
    },
    async sweep(now) {
      for (const [topic, found] of topics) dropExpired(topic, found, now)
    },
    async close() {
      topics.clear()
    },
  }
}
