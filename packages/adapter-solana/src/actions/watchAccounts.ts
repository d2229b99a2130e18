import type { SolanaAdapterContext } from '../context'
import type { SolanaWallet } from '../wallets/SolanaWallet'

/**
 * SPEC §4's account sync: a connected wallet's account changes reach core; a wallet that drops
 * every account has disconnected. One watcher per connector.
 */
export function watchAccounts(context: SolanaAdapterContext, wallet: SolanaWallet): void {
  context.watchers.get(wallet.id)?.()
  const unsubscribe = wallet.onAccountsChanged((accounts) => {
    if (accounts.length === 0) {
      unwatchAccounts(context, wallet.id)
      context.networks.delete(wallet.id)
      context.events.disconnected({ connectorId: wallet.id })
      return
    }
    context.events.accountsChanged({
      connectorId: wallet.id,
      accounts: accounts.map((address) => ({ address, type: 'eoa' })),
    })
  })
  context.watchers.set(wallet.id, unsubscribe)
}

export function unwatchAccounts(context: SolanaAdapterContext, connectorId: string): void {
  context.watchers.get(connectorId)?.()
  context.watchers.delete(connectorId)
}
