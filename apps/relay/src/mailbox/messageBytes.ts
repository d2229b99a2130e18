import type { RelayMessage } from './types'

/** What a stored message costs: the UTF-8 bytes of its JSON, as the Redis mailbox stores it. */
export function messageBytes(message: RelayMessage): number {
  return Buffer.byteLength(JSON.stringify(message), 'utf8')
}
