import type { Clock } from './clock'
import { messageId } from './hashes'
import type { LimitGuard, RelaySender } from './limits/limitGuard'
import type { RelayMessage } from './mailbox/types'
import type { RelayBackend } from './relayBackend'
import type { RelayConnection } from './relayConnection'

export type PublishParameters = {
  sender: RelaySender
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string
}

/**
 * Routes messages between this instance's sockets and the backend: which local socket listens to
 * which topic, the backlog a subscriber gets, and the acks that retire a delivery.
 */
export class TopicRouter {
  private readonly backend: RelayBackend
  private readonly clock: Clock
  private readonly guard: LimitGuard
  private readonly listeners = new Map<string, Set<RelayConnection>>()
  private readonly connectionsByClient = new Map<string, Set<RelayConnection>>()

  private readonly onPublished: () => void

  /** `onPublished` hears of every message this instance stores (the publishes /metrics counts). */
  constructor(backend: RelayBackend, clock: Clock, guard: LimitGuard, onPublished: () => void = () => {}) {
    this.backend = backend
    this.clock = clock
    this.guard = guard
    this.onPublished = onPublished
    backend.fanout.onMessage((message) => {
      for (const connection of this.listeners.get(message.topic) ?? []) connection.deliver(message)
    })
  }

  get connectionCount(): number {
    let count = 0
    for (const connections of this.connectionsByClient.values()) count += connections.size
    return count
  }

  /** Topic subscriptions of this instance's sockets, one per socket and topic. */
  get subscriptionCount(): number {
    let count = 0
    for (const connections of this.listeners.values()) count += connections.size
    return count
  }

  /** A new socket resumes its client's subscriptions (kept by the backend) and gets what it missed. */
  async attach(connection: RelayConnection): Promise<void> {
    const connections = this.connectionsByClient.get(connection.clientId) ?? new Set()
    connections.add(connection)
    this.connectionsByClient.set(connection.clientId, connections)
    const topics = await this.backend.subscriptions.list(connection.clientId, this.clock.now())
    for (const topic of topics) this.listen(connection, topic)
    await Promise.all(topics.map((topic) => this.deliverBacklog(connection, topic)))
  }

  detach(connection: RelayConnection): void {
    this.connectionsByClient.get(connection.clientId)?.delete(connection)
    if (this.connectionsByClient.get(connection.clientId)?.size === 0) {
      this.connectionsByClient.delete(connection.clientId)
    }
    for (const topic of connection.topics) this.stopListening(connection, topic)
  }

  /**
   * Refused (RelayLimitError) past the client's or its address's subscribe rate, or past the topics a
   * client or its address may hold, before anything changes.
   */
  async subscribe(sender: RelaySender, topics: string[]): Promise<void> {
    const { clientId } = sender
    const now = this.clock.now()
    await this.guard.checkSubscribe(sender, topics.length, now)
    this.guard.checkSubscriptionsAdded(
      await this.backend.subscriptions.add(clientId, sender.address, topics, now),
    )
    const connections = [...(this.connectionsByClient.get(clientId) ?? [])]
    // What was sent before this subscribe is sent again; what fan-out sends during it is not.
    const marks = new Map(connections.map((connection) => [connection, connection.sendMark]))
    for (const connection of connections) for (const topic of topics) this.listen(connection, topic)
    await Promise.all(
      connections.flatMap((connection) =>
        topics.map((topic) => this.deliverBacklog(connection, topic, marks.get(connection))),
      ),
    )
  }

  async unsubscribe(clientId: string, topic: string): Promise<void> {
    await this.backend.subscriptions.remove(clientId, topic)
    for (const connection of this.connectionsByClient.get(clientId) ?? [])
      this.stopListening(connection, topic)
  }

  /**
   * Stores the message first, so a subscriber that arrives later (on any instance) still gets it.
   * Past a limit it throws RelayLimitError and nothing is stored: only a stored message is acknowledged.
   */
  async publish(parameters: PublishParameters): Promise<RelayMessage> {
    const publishedAt = this.clock.now()
    const { sender, topic, ttlSeconds } = parameters
    await this.guard.checkPublish(sender, topic, parameters.message, ttlSeconds, publishedAt)
    const message: RelayMessage = {
      id: messageId(parameters.message),
      topic: parameters.topic,
      message: parameters.message,
      publishedAt,
      expiresAt: publishedAt + parameters.ttlSeconds * 1000,
      tag: parameters.tag,
      senderId: sender.clientId,
      senderAddress: sender.address,
      ...(parameters.attestation ? { attestation: parameters.attestation } : {}),
    }
    this.guard.checkStored(await this.backend.mailbox.add(message, publishedAt))
    this.onPublished()
    await this.backend.fanout.broadcast(message)
    return message
  }

  /** What irn_batchFetchMessages answers: refused past the client's or its address's fetch rate. */
  async fetch(sender: RelaySender, topics: string[]): Promise<RelayMessage[]> {
    await this.guard.checkFetch(sender, topics.length, this.clock.now())
    return this.pending(sender.clientId, topics)
  }

  /** Messages of `topics` the client did not send itself (an acknowledged one is no longer stored). */
  async pending(clientId: string, topics: string[]): Promise<RelayMessage[]> {
    const now = this.clock.now()
    const perTopic = await Promise.all(
      topics.map(async (topic) =>
        (await this.backend.mailbox.list(topic, now)).filter((message) => message.senderId !== clientId),
      ),
    )
    return perTopic.flat()
  }

  async acknowledge(connection: RelayConnection, rpcId: unknown): Promise<void> {
    const message = connection.takeAcknowledged(rpcId)
    if (message) await this.backend.mailbox.acknowledge(connection.clientId, message)
  }

  private listen(connection: RelayConnection, topic: string): void {
    const connections = this.listeners.get(topic) ?? new Set()
    connections.add(connection)
    this.listeners.set(topic, connections)
    connection.topics.add(topic)
  }

  private stopListening(connection: RelayConnection, topic: string): void {
    connection.topics.delete(topic)
    const connections = this.listeners.get(topic)
    connections?.delete(connection)
    if (connections?.size === 0) this.listeners.delete(topic)
  }

  private async deliverBacklog(
    connection: RelayConnection,
    topic: string,
    resendIfSentBefore?: number,
  ): Promise<void> {
    for (const message of await this.pending(connection.clientId, [topic])) {
      connection.deliver(message, resendIfSentBefore)
    }
  }
}
