import { ed25519 } from '@noble/curves/ed25519.js'
import { REQUESTED_RPC_CALL_NOT_ALLOWED } from '@portico/core'
import { base58, base64 } from '@scure/base'
import { FrameError, WRONG_ACCOUNT_MESSAGE } from './frameErrors'
import { signSolanaTransaction } from './signSolanaTransaction'

type SolanaParams = { message?: unknown; pubkey?: unknown; transaction?: unknown }

/**
 * The Solana methods of the frame's own key, in WalletConnect's shapes (SPEC §7): solana_signMessage
 * (base58 message → base58 signature) and solana_signTransaction (base64 transaction → base64 signed).
 */
export function createSolanaRpc(privateKey: Uint8Array, address: string) {
  const publicKey = base58.decode(address)
  return async function request(method: string, params: unknown): Promise<unknown> {
    const { message, pubkey, transaction } = (params ?? {}) as SolanaParams
    if (pubkey !== undefined && pubkey !== address) throw new FrameError(WRONG_ACCOUNT_MESSAGE, 4100)
    switch (method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: address }]
      case 'solana_signMessage': {
        if (typeof message !== 'string') throw new FrameError('solana_signMessage needs a base58 message')
        return { signature: base58.encode(ed25519.sign(base58.decode(message), privateKey)) }
      }
      case 'solana_signTransaction': {
        if (typeof transaction !== 'string')
          throw new FrameError('solana_signTransaction needs a base64 transaction')
        const { signed, signature } = signSolanaTransaction(base64.decode(transaction), privateKey, publicKey)
        return { signature: base58.encode(signature), transaction: base64.encode(signed) }
      }
      default:
        throw new FrameError(REQUESTED_RPC_CALL_NOT_ALLOWED, 4200)
    }
  }
}
