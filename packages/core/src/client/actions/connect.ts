import {
  CONNECTION_REJECTED,
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  FAILED_TO_CONNECT,
  MODAL_CLOSED,
  NO_CONNECTOR_FOR_CONNECTION,
  UNSUPPORTED_CHAIN,
} from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import { connectSessionNamespaces } from '../../walletconnect/connectSessionNamespaces'
import type { PorticoContext } from '../context'
import type { ConnectActions } from './connectActions'
import { watchAbandonedConnect } from './watchAbandonedConnect'

export type ConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  /**
   * Add this wallet beside the connected ones instead of replacing them (multiWallet, SPEC §4). On by
   * default when multiWallet is; asked for with multiWallet off, it shows SPEC §8's info alert instead.
   */
  keepExisting?: boolean
}

/**
 * SPEC §4: disconnected → connecting → connected; a failure returns the status to what it was. This
 * module loads after the first chunk (createPortico), with the actions it shares passed in.
 */
export async function connect(
  context: PorticoContext,
  parameters: ConnectParameters,
  actions: ConnectActions,
) {
  const {
    ALERTS,
    applyConnection,
    ConnectError,
    defaultNetworkFor,
    disconnect,
    findConnector,
    isUserRejection,
    PairingCancelledError,
    PairingReplacedError,
    PorticoError,
    RELAY_UNREACHABLE,
    RelayUnreachableError,
    requestSignInIfNeeded,
  } = actions
  // SPEC §5: a wallet on none of the requested chains is told so, not as a bare failure.
  const isUnsupportedChains = (error: unknown) =>
    error instanceof PorticoError && error.shortMessage === CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS
  const { chains, connectors, connection, events, alerts, features } = context.stores
  const { namespace, connectorId } = parameters
  const multiWallet = features.getState().features.multiWallet
  const keepExisting = parameters.keepExisting ?? multiWallet
  const adapter = context.adapters[namespace]
  if (!adapter) throw new ConnectError(UNSUPPORTED_CHAIN)
  const connector = findConnector(connectors.getState(), namespace, connectorId)
  if (!connector) throw new ConnectError(NO_CONNECTOR_FOR_CONNECTION)
  const network = chains.getState().namespaces[namespace].network ?? defaultNetworkFor(context, namespace)
  if (!network) throw new ConnectError(UNSUPPORTED_CHAIN)

  const current = chains.getState().namespaces[namespace]
  if (keepExisting && !multiWallet) {
    alerts.getState().showAlert(ALERTS.MULTI_WALLET_NOT_ENABLED, 'info')
    return
  }

  // A connect that replaces one still pending (a renewed pairing, SPEC §4) returns to where that one began.
  const previousStatus =
    current.account.status === 'connecting'
      ? current.account.address
        ? 'connected'
        : 'disconnected'
      : current.account.status
  connection.getState().setError(undefined)
  chains.getState().patchAccount(namespace, { status: 'connecting' })
  // A visitor who leaves an unanswered connect sees their account as it was; a late yes still connects.
  let abandoned = false
  const stopWatching = watchAbandonedConnect(context, () => {
    abandoned = true
    chains.getState().patchAccount(namespace, { status: previousStatus })
  })
  try {
    const result = await adapter.connect({ connectorId, caipNetwork: network }).finally(stopWatching)
    // One wallet per namespace unless multiWallet: the new one replaces the old.
    if (
      !keepExisting &&
      current.connectorId &&
      current.connectorId !== connectorId &&
      current.account.status === 'connected'
    ) {
      await disconnect(context, { namespace, closeModal: false, replacing: true })
    }
    applyConnection(context, namespace, connector, result, { keepExisting })
  } catch (error) {
    // SPEC §4: a newer pairing took this attempt's place; the newer attempt owns the state now.
    if (error instanceof PairingReplacedError) throw error
    chains.getState().patchAccount(namespace, { status: previousStatus })
    // Left by the visitor: no error to show for it (a WalletConnect offer ends with its own reason).
    if (abandoned && !(error instanceof PairingCancelledError))
      throw new ConnectError(MODAL_CLOSED, { cause: error })
    const message = isUserRejection(error)
      ? CONNECTION_REJECTED
      : error instanceof PairingCancelledError
        ? MODAL_CLOSED
        : error instanceof RelayUnreachableError
          ? RELAY_UNREACHABLE
          : isUnsupportedChains(error)
            ? CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS
            : FAILED_TO_CONNECT
    connection.getState().setError(message)
    events.getState().record('CONNECT_ERROR', { message, connectorId })
    throw new ConnectError(message, { cause: error })
  }

  // SPEC §4: a WalletConnect session connects every namespace it serves.
  if (connector.type === 'WALLET_CONNECT')
    await connectSessionNamespaces(context, namespace, connectorId, actions)
  // SPEC §3: recent wallets are wallets; the embedded wallet is offered by the email and social buttons.
  if (connector.type !== 'AUTH') {
    connection.getState().addRecentWallet({ id: connector.explorerId ?? connector.id, name: connector.name })
    context.storage.set('recentWallets', connection.getState().recentWallets)
  }
  events.getState().record('CONNECT_SUCCESS', { method: connector.type, name: connector.name, namespace })
  await requestSignInIfNeeded(context, namespace)
}
