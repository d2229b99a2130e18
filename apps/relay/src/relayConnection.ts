import type { WebSocket } from 'ws'
import { subscriptionId } from './hashes'
import type { RelayMessage } from './mailbox/types'
import { serializeRpc } from './rpc/jsonRpc'

let nextRpcId = 1

/** One authenticated socket: sends deliveries and remembers which ones await the client's ack. */
export class RelayConnection {
  readonly socket: WebSocket
  readonly clientId: string
  /** Topics this socket listens to on this instance, so leaving is cheap. */
  readonly topics = new Set<string>()
  private readonly awaitingAck = new Map<number, RelayMessage>()
  private readonly inFlight = new Set<string>()

  constructor(socket: WebSocket, clientId: string) {
    this.socket = socket
    this.clientId = clientId
  }

  /**
   * Sends `irn_subscription` unless this socket already carries the same message unacknowledged.
   * `again` resends it anyway: the SDK ignores deliveries for topics it has not re-subscribed yet.
   */
  deliver(message: RelayMessage, again = false): void {
    const key = `${message.topic}\n${message.id}`
    if ((this.inFlight.has(key) && !again) || message.senderId === this.clientId) return
    const id = nextRpcId++
    this.inFlight.add(key)
    this.awaitingAck.set(id, message)
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
  takeAcknowledged(rpcId: unknown): RelayMessage | undefined {
    if (typeof rpcId !== 'number') return undefined
    const message = this.awaitingAck.get(rpcId)
    if (!message) return undefined
    this.awaitingAck.delete(rpcId)
    this.inFlight.delete(`${message.topic}\n${message.id}`)
    return message
  }

  send(payload: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(serializeRpc(payload))
  }
}
