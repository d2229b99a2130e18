import type { CosmosAdapterContext } from '../context'
import type { FoundCosmosWallet } from '../discovery/createWalletRegistry'
import { readAccount } from './readAccount'

/**
 * SPEC §4's account sync: the wallet's keystore change event (the user picked another account) reaches
 * core as the new account on the same chain; a wallet that no longer gives one has disconnected.
 */
export function watchKeystore(context: CosmosAdapterContext, wallet: FoundCosmosWallet): void {
  unwatchKeystore(context, wallet.id)
  const { target } = context
  if (!target) return
  const listener = async () => {
    const connection = context.connections.get(wallet.id)
    if (!connection) return
    try {
      const account = await readAccount(wallet.provider, String(connection.caipNetwork.id))
      // Several wallets may share an event name (Keplr-compatible ones fire Keplr's): only a new account is news.
      if (context.connections.get(wallet.id) !== connection || account.address === connection.address) return
      connection.address = account.address
      context.events.accountsChanged({ connectorId: wallet.id, accounts: [account] })
    } catch {
      unwatchKeystore(context, wallet.id)
      context.connections.delete(wallet.id)
      context.events.disconnected({ connectorId: wallet.id })
    }
  }
  target.addEventListener(wallet.keystoreChangeEvent, listener)
  context.watchers.set(wallet.id, () => target.removeEventListener(wallet.keystoreChangeEvent, listener))
}

export function unwatchKeystore(context: CosmosAdapterContext, connectorId: string): void {
  context.watchers.get(connectorId)?.()
  context.watchers.delete(connectorId)
}
