import { base58, base64 } from '@scure/base'
import type { EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

/**
 * A Solana provider over the bridge, in the shape wallets give a page (publicKey, signMessage,
 * signTransaction): the secure frame signs with the Solana key of the same seed.
 */
export function createEmbeddedSolanaProvider({ bridge }: { bridge: EmbeddedWalletBridge }) {
  let publicKey: string | undefined
  const address = async () => {
    publicKey ??= (await bridge.getUser()).solanaAddress
    return publicKey
  }
  return {
    get publicKey(): string | undefined {
      return publicKey
    },
    /** The account of the logged-in user (the frame must be connected). */
    async connect(): Promise<{ publicKey: string }> {
      return { publicKey: await address() }
    },
    async signMessage(message: Uint8Array): Promise<{ signature: Uint8Array }> {
      const answer = (await bridge.rpcRequest({
        namespace: 'solana',
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: await address() },
      })) as { signature: string }
      return { signature: base58.decode(answer.signature) }
    },
    /** Signs a serialized transaction (legacy or versioned) and answers it serialized with the signature in place. */
    async signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
      const answer = (await bridge.rpcRequest({
        namespace: 'solana',
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(transaction), pubkey: await address() },
      })) as { transaction: string }
      return base64.decode(answer.transaction)
    },
    /** Forgets the account (after sign-out). */
    disconnect(): void {
      publicKey = undefined
    },
  }
}

export type EmbeddedSolanaProvider = ReturnType<typeof createEmbeddedSolanaProvider>
