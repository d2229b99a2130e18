import type { PolkadotAdapterContext } from '../context'
import { sameAccounts, sharedAccounts } from './sharedAccounts'

/**
 * SPEC §4's account sync: accounts.subscribe tells of accounts the user shares, hides or adds; core hears
 * the new list (keeping the visitor's pick while it is there), and an extension that shares none any more
 * has disconnected.
 */
export function watchAccounts(context: PolkadotAdapterContext, connectorId: string): void {
  unwatchAccounts(context, connectorId)
  const connection = context.connections.get(connectorId)
  if (!connection) return
  const unsubscribe = connection.injected.accounts.subscribe((list) => {
    if (context.connections.get(connectorId) !== connection) return
    const accounts = sharedAccounts(list, connection.caipNetwork)
    // Extensions call back at once with the list connect just read: only a change is news.
    if (sameAccounts(accounts, connection.accounts)) return
    if (accounts.length === 0) {
      unwatchAccounts(context, connectorId)
      context.connections.delete(connectorId)
      context.events.disconnected({ connectorId })
      return
    }
    connection.accounts = accounts
    context.events.accountsChanged({ connectorId, accounts })
  })
  context.watchers.set(connectorId, unsubscribe)
}

export function unwatchAccounts(context: PolkadotAdapterContext, connectorId: string): void {
  context.watchers.get(connectorId)?.()
  context.watchers.delete(connectorId)
}
