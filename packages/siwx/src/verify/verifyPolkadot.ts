import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { NamespaceVerifier } from './types'

/**
 * `signatureVerify` (sr25519, ed25519 and ecdsa) over `<Bytes>{text}</Bytes>`, what extensions' signRaw
 * signs, or over the bare text, which some signers sign instead.
 */
export const verifyPolkadot: NamespaceVerifier = async ({ message, data, signature }) => {
  await cryptoWaitReady()
  try {
    for (const signed of [u8aWrapBytes(message), new TextEncoder().encode(message)]) {
      if (signatureVerify(signed, signature, data.accountAddress).isValid) return true
    }
    return false
  } catch {
    return false
  }
}
