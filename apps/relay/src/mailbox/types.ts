/** One published message as the relay keeps it until its ttl. */
export type RelayMessage = {
  /** sha256 of the message: the same payload published twice (SDK retries) is one message. */
  id: string
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  /** did:key of the publisher: a message is never delivered back to its sender. */
  senderId: string
  attestation?: string
}

/** How much the mailbox holds: per topic, and every topic together. */
export type MailboxQuota = {
  topicMaxMessages: number
  topicMaxBytes: number
  budgetBytes: number
}

/**
 * What `add` did: stored the message, found it already stored (an SDK retry, accepted even when
 * full), or refused it because a quota would be passed.
 */
export type MailboxAddResult =
  | 'stored'
  | 'duplicate'
  | 'topicMessagesFull'
  | 'topicBytesFull'
  | 'budgetReached'

/** Messages per topic until their ttl, and which client has acknowledged which message. */
export type Mailbox = {
  /** Stores `message` unless a quota would be passed; expired messages are dropped first to make room. */
  add(message: RelayMessage, now: number): Promise<MailboxAddResult>
  /** Messages of `topic` still alive at `now`, oldest first. */
  list(topic: string, now: number): Promise<RelayMessage[]>
  markAcknowledged(clientId: string, message: RelayMessage): Promise<void>
  acknowledgedIds(clientId: string, topic: string): Promise<Set<string>>
  /** How many messages, on every topic, are alive at `now` (the mailbox size /metrics reports). */
  count(now: number): Promise<number>
  /** Bytes (messageBytes) of the messages alive at `now`, on every topic: what the budget is held to. */
  bytes(now: number): Promise<number>
  /** Forgets everything expired at `now`, also on topics nobody reads any more. */
  sweep(now: number): Promise<void>
  close(): Promise<void>
}
