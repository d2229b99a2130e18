import { EMBEDDED_WALLET_NOT_CONNECTED } from '../errors/messages'
import type { Approvals } from './createApprovals'
import { EmbeddedWalletRpcError, UNAUTHORIZED_CODE } from './EmbeddedWalletRpcError'
import type { EmbeddedSolanaProvider } from './types'

export type CreateApprovingSolanaProviderParameters = {
  /** The bridge's Solana provider, loaded on the first call. */
  load: () => Promise<EmbeddedSolanaProvider>
  approvals: Approvals
  /** Whether the AUTH connector holds the solana connection. */
  isConnected: () => boolean
}

/** The Solana provider adapter-solana uses for the AUTH connector: signing waits for Approve (SPEC §6). */
export function createApprovingSolanaProvider({
  load,
  approvals,
  isConnected,
}: CreateApprovingSolanaProviderParameters): EmbeddedSolanaProvider {
  let inner: EmbeddedSolanaProvider | undefined
  const provider = async () => {
    inner ??= await load()
    return inner
  }
  const approved = async <result>(
    method: string,
    bytes: Uint8Array,
    send: (ready: EmbeddedSolanaProvider) => Promise<result>,
  ) => {
    if (!isConnected())
      throw new EmbeddedWalletRpcError(EMBEDDED_WALLET_NOT_CONNECTED, UNAUTHORIZED_CODE, method)
    const ready = await provider()
    return approvals.run('solana', method, bytes, () => send(ready))
  }

  return {
    get publicKey() {
      return inner?.publicKey
    },
    connect: async () => (await provider()).connect(),
    signMessage: (message) => approved('solana_signMessage', message, (ready) => ready.signMessage(message)),
    signTransaction: (transaction) =>
      approved('solana_signTransaction', transaction, (ready) => ready.signTransaction(transaction)),
    disconnect: () => inner?.disconnect(),
  }
}
