import { createHash } from 'node:crypto'

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The SDK computes the same id itself (sha256 of topic + client id), so both sides agree. */
export function subscriptionId(topic: string, clientId: string): string {
  return sha256Hex(topic + clientId)
}

/** A message's id is its hash, as the SDK's own message history keys it. */
export function messageId(message: string): string {
  return sha256Hex(message)
}
