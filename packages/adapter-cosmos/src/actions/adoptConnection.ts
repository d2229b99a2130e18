import type { AdapterConnection, CaipNetwork } from '@portico/core'
import type { CosmosAdapterContext } from '../context'
import type { FoundCosmosWallet } from '../discovery/createWalletRegistry'
import { readAccount } from './readAccount'
import { watchKeystore } from './watchKeystore'

/** A wallet that enabled the chain (with a prompt or without): its account read, used and watched from now on. */
export async function adoptConnection(
  context: CosmosAdapterContext,
  wallet: FoundCosmosWallet,
  caipNetwork: CaipNetwork,
): Promise<AdapterConnection> {
  const account = await readAccount(wallet.provider, String(caipNetwork.id))
  context.connections.set(wallet.id, { caipNetwork, address: account.address })
  watchKeystore(context, wallet)
  return { connectorId: wallet.id, accounts: [account], chainId: caipNetwork.id }
}
