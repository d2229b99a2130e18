import type { WebSocket } from 'ws'
import { RECENT_ACKS_PER_CONNECTION } from './constants'
import { subscriptionId } from './hashes'
import type { RelayMessage } from './mailbox/types'
import { serializeRpc } from './rpc/jsonRpc'

let nextRpcId = 1

/** What an ack needs to retire a delivery, without keeping its payload alive. */
export type DeliveredMessage = Pick<RelayMessage, 'id' | 'topic' | 'senderId'>

/** One authenticated socket: sends deliveries and remembers which ones await the client's ack. */
export class RelayConnection {
  readonly socket: WebSocket
  readonly clientId: string
  /** The network address the socket came from (the proxy's client when the relay trusts a proxy). */
  readonly address: string
  /** Topics this socket listens to on this instance, so leaving is cheap. */
  readonly topics = new Set<string>()
  /** Deliveries awaiting the client's ack, oldest first, at most `unacknowledgedLimit`. */
  private readonly awaitingAck = new Map<number, DeliveredMessage>()
  private readonly unacknowledgedLimit: number
  /** Unacknowledged deliveries, by topic and message, with the number of their latest send. */
  private readonly inFlight = new Map<string, number>()
  /** Deliveries acknowledged lately (oldest first), so a fan-out that arrives after the ack is not sent again. */
  private readonly recentlyAcknowledged = new Set<string>()
  private sends = 0

  constructor(socket: WebSocket, clientId: string, address: string, unacknowledgedLimit: number) {
    this.socket = socket
    this.clientId = clientId
    this.address = address
    this.unacknowledgedLimit = unacknowledgedLimit
  }

  /** Marks the present moment among this socket's sends, for `deliver`'s `resendIfSentBefore`. */
  get sendMark(): number {
    return this.sends
  }

  /**
   * Sends `irn_subscription` unless this socket already carries the same message unacknowledged, or
   * the client acknowledged it lately. `resendIfSentBefore` (a `sendMark`) resends one sent before
   * that mark anyway: the SDK ignores deliveries for topics it has not re-subscribed yet, while one
   * sent after the mark reached it as late as a resend would.
   */
  deliver(message: RelayMessage, resendIfSentBefore?: number): void {
    const key = `${message.topic}\n${message.id}`
    if (message.senderId === this.clientId || this.recentlyAcknowledged.has(key)) return
    const sentAt = this.inFlight.get(key)
    if (sentAt !== undefined && (resendIfSentBefore === undefined || sentAt >= resendIfSentBefore)) return
    const id = nextRpcId++
    // At the limit the oldest delivery is forgotten: its ack then changes nothing, and the message,
    // still stored, comes again on the client's next subscribe or socket.
    if (this.awaitingAck.size >= this.unacknowledgedLimit) {
      const [oldest] = this.awaitingAck
      if (oldest) {
        this.awaitingAck.delete(oldest[0])
        this.inFlight.delete(`${oldest[1].topic}\n${oldest[1].id}`)
      }
    }
    this.inFlight.set(key, this.sends++)
    this.awaitingAck.set(id, { id: message.id, topic: message.topic, senderId: message.senderId })
    const data = {
      topic: message.topic,
      message: message.message,
      publishedAt: message.publishedAt,
      tag: message.tag,
      ...(message.attestation ? { attestation: message.attestation } : {}),
    }
    this.send({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId(message.topic, this.clientId), data },
    })
  }

  /** The delivery a client's response answers, if any; it no longer awaits an ack. */
  takeAcknowledged(rpcId: unknown): DeliveredMessage | undefined {
    if (typeof rpcId !== 'number') return undefined
    const message = this.awaitingAck.get(rpcId)
    if (!message) return undefined
    this.awaitingAck.delete(rpcId)
    const key = `${message.topic}\n${message.id}`
    this.inFlight.delete(key)
    this.recentlyAcknowledged.add(key)
    if (this.recentlyAcknowledged.size > RECENT_ACKS_PER_CONNECTION) {
      const [oldest] = this.recentlyAcknowledged
      if (oldest !== undefined) this.recentlyAcknowledged.delete(oldest)
    }
    return message
  }

  send(payload: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(serializeRpc(payload))
  }
}
