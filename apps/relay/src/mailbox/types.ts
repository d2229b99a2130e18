/** One published message as the relay keeps it until its ttl or its recipient's ack. */
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
  /** The publisher's network address: its stored messages count in that address's budget too. */
  senderAddress: string
  attestation?: string
}

/**
 * How much the mailbox holds: per topic, per sender (its did:key and its address) and every topic
 * together. A sender over its own budget loses its own oldest messages; the other caps refuse.
 */
export type MailboxQuota = {
  topicMaxMessages: number
  topicMaxBytes: number
  budgetBytes: number
  clientMaxBytes: number
  clientMaxMessages: number
  addressMaxBytes: number
  addressMaxMessages: number
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

/** Messages per topic until their ttl or until a recipient acknowledges them. */
export type Mailbox = {
  /**
   * Stores `message` unless a topic cap or the budget would be passed; expired messages are dropped
   * first, and the sender's own oldest messages when it is over its budget.
   */
  add(message: RelayMessage, now: number): Promise<MailboxAddResult>
  /** Messages of `topic` still alive at `now`, oldest first. */
  list(topic: string, now: number): Promise<RelayMessage[]>
  /** A recipient (any client but the sender) took the message: it is dropped and frees its sender's room. */
  acknowledge(clientId: string, message: Pick<RelayMessage, 'id' | 'topic' | 'senderId'>): Promise<void>
  /** How many messages, on every topic, are alive at `now` (the mailbox size /metrics reports). */
  count(now: number): Promise<number>
  /** Bytes (messageBytes) of the messages alive at `now`, on every topic: what the budget is held to. */
  bytes(now: number): Promise<number>
  /** Forgets everything expired at `now`, also on topics nobody reads any more. */
  sweep(now: number): Promise<void>
  close(): Promise<void>
}
