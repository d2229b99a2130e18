import type { NamespaceVerifier } from './types'
import { verifyAdr36Signature } from './verifyAdr36Signature'

/** A cosmos sign-in is an ADR-36 signature of the message text by the account's public key. */
export const verifyCosmos: NamespaceVerifier = async ({ message, data, signature, publicKey }) =>
  publicKey !== undefined &&
  verifyAdr36Signature({ address: data.accountAddress, publicKey, message, signature })
