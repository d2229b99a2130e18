import { DEFAULT_RELAY_LIMITS } from '../limits/relayLimits'
import { messageBytes } from './messageBytes'
import type { Mailbox, MailboxQuota, RelayMessage } from './types'

type Stored = { message: RelayMessage; bytes: number }
type TopicBox = { messages: Map<string, Stored>; acknowledged: Map<string, Set<string>>; bytes: number }

const DEFAULT_QUOTA: MailboxQuota = {
  topicMaxMessages: DEFAULT_RELAY_LIMITS.topicMaxMessages,
  topicMaxBytes: DEFAULT_RELAY_LIMITS.topicMaxBytes,
  budgetBytes: DEFAULT_RELAY_LIMITS.mailboxBudgetBytes,
}

/**
 * The single-process mailbox: expired messages, and the acks about them, go when a topic is read or
 * swept, or when the budget needs their room. It counts its bytes as it goes, so a quota check is O(1).
 */
export function createMemoryMailbox(quota: MailboxQuota = DEFAULT_QUOTA): Mailbox {
  const topics = new Map<string, TopicBox>()
  let totalBytes = 0
  // No message expires before this, so a full sweep before it would find nothing.
  let earliestExpiry = Number.POSITIVE_INFINITY

  const dropExpired = (topic: string, found: TopicBox, now: number) => {
    for (const [id, { message, bytes }] of found.messages) {
      if (message.expiresAt > now) continue
      found.messages.delete(id)
      found.bytes -= bytes
      totalBytes -= bytes
      for (const ids of found.acknowledged.values()) ids.delete(id)
    }
    if (found.messages.size === 0) topics.delete(topic)
  }

  const sweep = (now: number) => {
    earliestExpiry = Number.POSITIVE_INFINITY
    for (const [topic, found] of topics) {
      dropExpired(topic, found, now)
      for (const { message } of found.messages.values()) {
        earliestExpiry = Math.min(earliestExpiry, message.expiresAt)
      }
    }
  }

  return {
    async add(message, now) {
      const existing = topics.get(message.topic)
      if (existing) dropExpired(message.topic, existing, now)
      if (topics.get(message.topic)?.messages.has(message.id)) return 'duplicate'
      const bytes = messageBytes(message)
      if (totalBytes + bytes > quota.budgetBytes && earliestExpiry <= now) sweep(now)
      const held = topics.get(message.topic)
      if ((held?.messages.size ?? 0) + 1 > quota.topicMaxMessages) return 'topicMessagesFull'
      if ((held?.bytes ?? 0) + bytes > quota.topicMaxBytes) return 'topicBytesFull'
      if (totalBytes + bytes > quota.budgetBytes) return 'budgetReached'
      const found = held ?? { messages: new Map(), acknowledged: new Map(), bytes: 0 }
      topics.set(message.topic, found)
      found.messages.set(message.id, { message, bytes })
      found.bytes += bytes
      totalBytes += bytes
      earliestExpiry = Math.min(earliestExpiry, message.expiresAt)
      return 'stored'
    },
    async list(topic, now) {
      const found = topics.get(topic)
      if (!found) return []
      dropExpired(topic, found, now)
      return [...found.messages.values()]
        .map(({ message }) => message)
        .sort((a, b) => a.publishedAt - b.publishedAt)
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
        for (const { message } of found.messages.values()) if (message.expiresAt > now) alive += 1
      }
      return alive
    },
    async bytes(now) {
      if (earliestExpiry <= now) sweep(now)
      return totalBytes
    },
    async sweep(now) {
      sweep(now)
    },
    async close() {
      topics.clear()
      totalBytes = 0
    },
  }
}
