import type { SiwxMessageData } from '@portico/core'
import { namespaceOf, type SiwxNamespace } from '../message/namespaces'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { NamespaceVerifier } from './types'

export type VerifySiwxParameters = {
  /** The signed text, as the wallet signed it. */
  message: string
  /** The wallet's signature: hex (eip155, polkadot), base58 or base64 (solana), base64 (bip122, cosmos). */
  signature: string
  /** cosmos: the signer's compressed secp256k1 key, base64 (ADR-36 signatures do not carry it). */
  publicKey?: string
  /** eip155: an RPC URL of the message's chain, to accept EIP-1271 and EIP-6492 contract wallets. */
  rpcUrl?: string
}

export type VerifySiwxReturnType = Promise<boolean>

// Each namespace's verifier and its libraries load only when a message of that namespace is verified.
const VERIFIERS: Record<SiwxNamespace, () => Promise<NamespaceVerifier>> = {
  eip155: async () => (await import('./verifyEip155')).verifyEip155,
  solana: async () => (await import('./verifySolana')).verifySolana,
  bip122: async () => (await import('./verifyBip122')).verifyBip122,
  polkadot: async () => (await import('./verifyPolkadot')).verifyPolkadot,
  cosmos: async () => (await import('./verifyCosmos')).verifyCosmos,
}

function isInForce(data: SiwxMessageData, now: number): boolean {
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now) return false
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now) return false
  return true
}

/**
 * Whether `signature` is the message's account signing `message` now: the text parses, its Expiration
 * Time has not passed, its Not Before has, and its namespace's verifier accepts the signature. Every
 * failure is `false`; it throws only when a verifier's library cannot be loaded.
 */
export async function verifySiwx({
  message,
  signature,
  publicKey,
  rpcUrl,
}: VerifySiwxParameters): VerifySiwxReturnType {
  let data: SiwxMessageData
  try {
    data = parseSiwxMessage(message)
  } catch {
    return false
  }
  if (typeof signature !== 'string' || signature === '' || !isInForce(data, Date.now())) return false
  const verify = await VERIFIERS[namespaceOf(data.chainId).namespace]()
  try {
    return await verify({ message, data, signature, publicKey, rpcUrl })
  } catch {
    return false
  }
}
