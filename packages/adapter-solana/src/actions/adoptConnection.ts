import type { AdapterConnection, CaipNetwork } from '@portico/core'
import type { SolanaAdapterContext } from '../context'
import type { SolanaWallet } from '../wallets/SolanaWallet'
import { watchAccounts } from './watchAccounts'

/** A wallet that granted `accounts` (with a prompt or silently): used on `caipNetwork` and watched from now on. */
export function adoptConnection(
  context: SolanaAdapterContext,
  wallet: SolanaWallet,
  caipNetwork: CaipNetwork,
  accounts: readonly string[],
): AdapterConnection {
  context.networks.set(wallet.id, caipNetwork)
  watchAccounts(context, wallet)
  return {
    connectorId: wallet.id,
    accounts: accounts.map((address) => ({ address, type: 'eoa' })),
    chainId: caipNetwork.id,
  }
}
