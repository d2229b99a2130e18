import type { AdapterConnection } from '../../adapter/ChainAdapter'
import type { ChainNamespace } from '../../namespaces'
import type { Connection } from '../../types/connection'
import type { Connector } from '../../types/connector'
import type { PorticoContext } from '../context'
import { networkForChainId } from './networkForChainId'
import { refreshBalance } from './refreshBalance'
import { refreshTokenBalances } from './refreshTokenBalances'
import { showUnsupportedChainIfNeeded } from './showUnsupportedChainIfNeeded'

/** What was read for one account and must not show for another (SPEC §4 account reset, less the address). */
export const ACCOUNT_READS_CLEARED = {
  balance: undefined,
  balanceSymbol: undefined,
  tokenBalance: undefined,
  tokenBalanceStatus: undefined,
  profileName: undefined,
  profileImage: undefined,
} as const

/** Records a wallet the adapter reports as connected: state, storage, and the unsupported-chain check. */
export function applyConnection(
  context: PorticoContext,
  namespace: ChainNamespace,
  connector: Pick<Connector, 'id' | 'name' | 'imageUrl' | 'type'>,
  result: AdapterConnection,
  { keepExisting = false }: { keepExisting?: boolean } = {},
): void {
  const chains = context.stores.chains.getState()
  const network = networkForChainId(context, namespace, result.chainId)
  const [primary] = result.accounts
  if (!primary) throw new Error(`${connector.name} returned no account`)

  const connection: Connection = {
    connectorId: connector.id,
    accounts: result.accounts,
    caipNetwork: network,
  }
  const others = keepExisting
    ? chains.namespaces[namespace].connections.filter((existing) => existing.connectorId !== connector.id)
    : []
  const connections = [connection, ...others]
  // Another account takes the namespace (multiWallet, SPEC §4): what was read for the old one goes.
  const previous = chains.namespaces[namespace].account.address
  const accountChanged = previous !== undefined && previous !== primary.address
  if (accountChanged) context.stores.transactions.getState().reset()

  chains.setNetwork(namespace, network)
  chains.setConnectorId(namespace, connector.id)
  chains.setConnections(namespace, connections)
  chains.patchAccount(namespace, {
    status: 'connected',
    address: primary.address,
    caipAddress: `${network.caipNetworkId}:${primary.address}`,
    connectedWalletInfo: {
      name: connector.name,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      type: connector.type,
    },
    ...(accountChanged ? ACCOUNT_READS_CLEARED : {}),
  })
  if (!chains.activeNamespace) chains.setActiveNamespace(namespace)

  const stored = context.storage.get('connectedConnectors') ?? {}
  context.storage.set('connectedConnectors', {
    ...stored,
    [namespace]: { connectorId: connector.id, status: 'active' },
  })
  const storedConnections = context.storage.get('connections') ?? {}
  context.storage.set('connections', { ...storedConnections, [namespace]: connections })
  context.storage.set('activeNamespace', context.stores.chains.getState().activeNamespace ?? namespace)

  showUnsupportedChainIfNeeded(context, namespace)
  void refreshBalance(context, { namespace })
  void refreshTokenBalances(context, { namespace })
}
