import type { CaipNetwork } from '@portico/core'
import type { SolanaAdapterContext } from '../context'

export type SwitchNetworkParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type SwitchNetworkErrorType = Error

/** Solana wallets hold no network: switching changes the RPC and chain this adapter uses for the wallet. */
export async function switchNetwork(
  context: SolanaAdapterContext,
  { connectorId, caipNetwork }: SwitchNetworkParameters,
): Promise<void> {
  context.registry.get(connectorId)
  context.networks.set(connectorId, caipNetwork)
}
