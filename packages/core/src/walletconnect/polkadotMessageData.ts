import { hex } from '@scure/base'

const PREFIX = '<Bytes>'
const POSTFIX = '</Bytes>'

/**
 * The hex bytes a polkadot_signMessage asks to sign: the UTF-8 text inside `<Bytes>…</Bytes>`, as
 * extensions' signRaw wraps it (@polkadot/util's u8aWrapBytes: text already wrapped is left as it is).
 * Wrapped here, a wallet that wraps and one that signs the bytes as given sign the same thing.
 */
export function polkadotMessageData(message: string): `0x${string}` {
  const wrapped =
    message.startsWith(PREFIX) && message.endsWith(POSTFIX) ? message : PREFIX + message + POSTFIX
  return `0x${hex.encode(new TextEncoder().encode(wrapped))}`
}
