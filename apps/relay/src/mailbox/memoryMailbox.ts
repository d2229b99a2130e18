import { DEFAULT_MAILBOX_QUOTA } from './mailboxQuota'
import { messageBytes } from './messageBytes'
import type { Mailbox, MailboxQuota, RelayMessage } from './types'

type Stored = { message: RelayMessage; bytes: number }
type TopicBox = { messages: Map<string, Stored>; bytes: number }
/** What one sender (a did:key, or an address) has stored, oldest first. */
type SenderShare = { stored: Set<Stored>; bytes: number }

/**
 * The single-process mailbox: expired messages go when a topic is read or swept, or when the budget
 * needs their room; acknowledged ones at once. It counts its bytes per topic, per sender and in total
 * as it goes, so a quota check is O(1) and an eviction costs only what it drops.
 */
export function createMemoryMailbox(quota: MailboxQuota = DEFAULT_MAILBOX_QUOTA): Mailbox {
  const topics = new Map<string, TopicBox>()
  const byClient = new Map<string, SenderShare>()
  const byAddress = new Map<string, SenderShare>()
  let totalBytes = 0
  // No message expires before this, so a full sweep before it would find nothing.
  let earliestExpiry = Number.POSITIVE_INFINITY

  const leaveShare = (shares: Map<string, SenderShare>, key: string, stored: Stored) => {
    const share = shares.get(key)
    if (!share?.stored.delete(stored)) return
    share.bytes -= stored.bytes
    if (share.stored.size === 0) shares.delete(key)
  }

  const joinShare = (shares: Map<string, SenderShare>, key: string, stored: Stored) => {
    const share = shares.get(key) ?? { stored: new Set(), bytes: 0 }
    share.stored.add(stored)
    share.bytes += stored.bytes
    shares.set(key, share)
  }

  const remove = (stored: Stored) => {
    const { topic, id, senderId, senderAddress } = stored.message
    const found = topics.get(topic)
    if (found?.messages.get(id) !== stored) return
    found.messages.delete(id)
    found.bytes -= stored.bytes
    totalBytes -= stored.bytes
    if (found.messages.size === 0) topics.delete(topic)
    leaveShare(byClient, senderId, stored)
    leaveShare(byAddress, senderAddress, stored)
  }

  const dropExpired = (found: TopicBox, now: number) => {
    for (const stored of found.messages.values()) if (stored.message.expiresAt <= now) remove(stored)
  }

  const sweep = (now: number) => {
    earliestExpiry = Number.POSITIVE_INFINITY
    for (const found of topics.values()) {
      dropExpired(found, now)
      for (const { message } of found.messages.values()) {
        earliestExpiry = Math.min(earliestExpiry, message.expiresAt)
      }
    }
  }

  /** Drops the share's oldest messages until `bytes` more and one more message fit under its caps. */
  const makeRoom = (share: SenderShare | undefined, bytes: number, maxBytes: number, maxMessages: number) => {
    if (!share) return
    for (const oldest of share.stored) {
      if (share.bytes + bytes <= maxBytes && share.stored.size + 1 <= maxMessages) return
      remove(oldest)
    }
  }

  return {
    async add(message, now) {
      const existing = topics.get(message.topic)
      if (existing) dropExpired(existing, now)
      if (topics.get(message.topic)?.messages.has(message.id)) return 'duplicate'
      const bytes = messageBytes(message)
      if (totalBytes + bytes > quota.budgetBytes && earliestExpiry <= now) sweep(now)
      const held = topics.get(message.topic)
      if ((held?.messages.size ?? 0) + 1 > quota.topicMaxMessages) return 'topicMessagesFull'
      if ((held?.bytes ?? 0) + bytes > quota.topicMaxBytes) return 'topicBytesFull'
      // A sender over its own budget displaces only itself, never another sender.
      makeRoom(byClient.get(message.senderId), bytes, quota.clientMaxBytes, quota.clientMaxMessages)
      makeRoom(byAddress.get(message.senderAddress), bytes, quota.addressMaxBytes, quota.addressMaxMessages)
      if (totalBytes + bytes > quota.budgetBytes) return 'budgetReached'
      const found = topics.get(message.topic) ?? { messages: new Map(), bytes: 0 }
      topics.set(message.topic, found)
      const stored = { message, bytes }
      found.messages.set(message.id, stored)
      found.bytes += bytes
      totalBytes += bytes
      joinShare(byClient, message.senderId, stored)
      joinShare(byAddress, message.senderAddress, stored)
      earliestExpiry = Math.min(earliestExpiry, message.expiresAt)
      return 'stored'
    },
    async list(topic, now) {
      const found = topics.get(topic)
      if (!found) return []
      dropExpired(found, now)
      return [...found.messages.values()]
        .map(({ message }) => message)
        .sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async acknowledge(clientId, message) {
      if (clientId === message.senderId) return
      const stored = topics.get(message.topic)?.messages.get(message.id)
      if (stored) remove(stored)
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
      byClient.clear()
      byAddress.clear()
      totalBytes = 0
    },
  }
}
