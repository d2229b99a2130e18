import type { RelayMessage } from '../mailbox/types'

/** Tells every relay instance (this one included) that a message was published. */
export type Fanout = {
  broadcast(message: RelayMessage): Promise<void>
  onMessage(listener: (message: RelayMessage) => void): void
  close(): Promise<void>
}
