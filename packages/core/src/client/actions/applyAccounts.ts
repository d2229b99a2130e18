import type { ChainNamespace } from '../../namespaces'
import type { ConnectionAccount } from '../../types/connection'
import type { PorticoContext } from '../context'
import { ACCOUNT_READS_CLEARED } from './applyConnection'
import { refreshBalance } from './refreshBalance'
import { refreshTokenBalances } from './refreshTokenBalances'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'

/**
 * SPEC §4's account sync: the connected wallet's accounts changed (on its side, or the visitor picked
 * another): the first becomes the active account, what belonged to the old one is cleared, and the
 * change is stored so a reload restores it.
 */
export function applyAccounts(
  context: PorticoContext,
  namespace: ChainNamespace,
  connectorId: string,
  accounts: [ConnectionAccount, ...ConnectionAccount[]],
): void {
  const [primary] = accounts
  const state = context.stores.chains.getState()
  const network = state.namespaces[namespace].network
  context.stores.transactions.getState().reset()
  state.patchAccount(namespace, {
    address: primary.address,
    ...(network ? { caipAddress: `${network.caipNetworkId}:${primary.address}` } : {}),
    ...ACCOUNT_READS_CLEARED,
  })
  const connections = state.namespaces[namespace].connections.map((connection) =>
    connection.connectorId === connectorId ? { ...connection, accounts } : connection,
  )
  state.setConnections(namespace, connections)
  const stored = context.storage.get('connections')
  if (stored?.[namespace]) context.storage.set('connections', { ...stored, [namespace]: connections })
  void refreshBalance(context, { namespace })
  void refreshTokenBalances(context, { namespace })
  void requestSignInIfNeeded(context, namespace)
}
