import type { Mailbox, RelayMessage } from './types'

type Acknowledgement = { expiresAt: number }

/** The single-process mailbox: expired messages are dropped when a topic is read. */
export function createMemoryMailbox(): Mailbox {
  const topics = new Map<string, Map<string, RelayMessage>>()
  // clientId → topic → messageId → until when the ack is worth remembering
  const acknowledged = new Map<string, Map<string, Map<string, Acknowledgement>>>()

  return {
    async add(message) {
      const messages = topics.get(message.topic) ?? new Map<string, RelayMessage>()
      if (!messages.has(message.id)) messages.set(message.id, message)
      topics.set(message.topic, messages)
    },
    async list(topic, now) {
      const messages = topics.get(topic)
      if (!messages) return []
      for (const [id, message] of messages) if (message.expiresAt <= now) messages.delete(id)
      if (messages.size === 0) topics.delete(topic)
      return [...messages.values()].sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async markAcknowledged(clientId, message) {
      const byTopic = acknowledged.get(clientId) ?? new Map<string, Map<string, Acknowledgement>>()
      const ids = byTopic.get(message.topic) ?? new Map<string, Acknowledgement>()
      ids.set(message.id, { expiresAt: message.expiresAt })
      byTopic.set(message.topic, ids)
      acknowledged.set(clientId, byTopic)
    },
    async acknowledgedIds(clientId, topic) {
      return new Set(acknowledged.get(clientId)?.get(topic)?.keys() ?? [])
    },
    async close() {
      topics.clear()
      acknowledged.clear()
    },
  }
}
