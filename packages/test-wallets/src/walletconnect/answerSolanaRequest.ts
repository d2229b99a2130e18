import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { TestWalletRequestError } from './answerSessionRequest'
import { type TestWalletSolanaMethod, UNKNOWN_ACCOUNT_MESSAGE } from './constants'

/** A Solana key pair: the 32-byte ed25519 secret and its base58 address. */
export type SolanaKey = { secretKey: Uint8Array; address: string }

export function toSolanaKey(secretKey: Uint8Array): SolanaKey {
  return { secretKey, address: base58.encode(ed25519.getPublicKey(secretKey)) }
}

/** WalletConnect's solana_signMessage: the base58 message signed with the key of `pubkey`. */
export function answerSolanaRequest(
  { method, params }: { method: TestWalletSolanaMethod; params: unknown },
  keys: readonly SolanaKey[],
): { signature: string } {
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = params as { message: string; pubkey: string }
      const key = keys.find((candidate) => candidate.address === pubkey)
      if (!key) throw new TestWalletRequestError(UNKNOWN_ACCOUNT_MESSAGE)
      return { signature: base58.encode(ed25519.sign(base58.decode(message), key.secretKey)) }
    }
  }
}
