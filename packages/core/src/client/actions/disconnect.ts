import { FAILED_TO_DISCONNECT, failedToDisconnectChainsMessage, PorticoError } from '../../errors'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../namespaces'
import { findConnector } from '../../store/createConnectorsStore'
import type { PorticoContext } from '../context'
import { closeModal } from './modal'
import { defaultNetworkFor } from './networkForChainId'

export type DisconnectParameters = {
  /** One namespace; all connected namespaces when absent. */
  namespace?: ChainNamespace
  /** SPEC §4: disconnect closes the modal unless told not to. */
  closeModal?: boolean
  /** Internal: the wallet is being replaced by another, so no disconnect event is due. */
  replacing?: boolean
}

export class DisconnectError extends PorticoError {
  override name = 'DisconnectError'
  readonly code = 'DISCONNECT_FAILED'
}

/** The connector types whose one session spans every namespace (SPEC §4). */
const SESSION_WIDE_TYPES = new Set(['AUTH', 'WALLET_CONNECT'])

/** Whether the wallet's one session spans every namespace it is on (WalletConnect, the embedded wallet). */
export function isSessionWide(
  context: PorticoContext,
  namespace: ChainNamespace,
  connectorId: string,
): boolean {
  const connector = findConnector(context.stores.connectors.getState(), namespace, connectorId)
  return connector !== undefined && SESSION_WIDE_TYPES.has(connector.type)
}

function namespacesToDisconnect(
  context: PorticoContext,
  namespace: ChainNamespace | undefined,
): ChainNamespace[] {
  const { namespaces } = context.stores.chains.getState()
  const connected = CHAIN_NAMESPACES.filter((candidate) => namespaces[candidate].connectorId)
  if (!namespace) return connected
  const connectorId = namespaces[namespace].connectorId
  if (!connectorId || !isSessionWide(context, namespace, connectorId)) return [namespace]
  // SPEC §4: for the embedded wallet or WalletConnect, every namespace of that session disconnects.
  return connected.filter((candidate) => namespaces[candidate].connectorId === connectorId)
}

/** SPEC §4's disconnect: per namespace, or every namespace for session-wide connectors. */
export async function disconnect(
  context: PorticoContext,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const { namespace, replacing = false } = parameters
  const { chains, events } = context.stores
  const targets = namespacesToDisconnect(context, namespace)
  const failures: string[] = []

  for (const target of targets) {
    const { connectorId, account, network } = chains.getState().namespaces[target]
    if (!connectorId) continue
    try {
      await context.adapters[target]?.disconnect({ connectorId })
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error))
    }
    await signOutIfConfigured(context, network?.caipNetworkId, account.address)
    const state = chains.getState()
    state.resetAccount(target)
    state.setConnectorId(target, undefined)
    state.setConnections(target, [])
    state.setNetwork(target, defaultNetworkFor(context, target))
    const stored = context.storage.get('connectedConnectors') ?? {}
    context.storage.set('connectedConnectors', {
      ...stored,
      [target]: { connectorId, status: 'disconnected' },
    })
    const storedConnections = { ...(context.storage.get('connections') ?? {}) }
    delete storedConnections[target]
    context.storage.set('connections', storedConnections)
  }

  context.stores.transactions.getState().reset()
  const anyLeft = CHAIN_NAMESPACES.some((candidate) => chains.getState().namespaces[candidate].connectorId)
  if (!anyLeft && targets.length > 0 && !replacing) events.getState().record('DISCONNECT_SUCCESS')
  if (parameters.closeModal !== false && !replacing) closeModal(context)
  if (failures.length > 0) {
    events.getState().record('DISCONNECT_ERROR', { message: failures.join(', ') })
    throw new DisconnectError(
      failures.length === 1 ? FAILED_TO_DISCONNECT : failedToDisconnectChainsMessage(failures),
    )
  }
}

/** SPEC §4: the sign-in session goes with the connection when signOutOnDisconnect (default true). */
export async function signOutIfConfigured(
  context: PorticoContext,
  caipNetworkId: string | undefined,
  address: string | undefined,
) {
  const { siwx } = context.options
  if (!siwx || siwx.signOutOnDisconnect === false || !caipNetworkId || !address) return
  await siwx.revokeSession?.(caipNetworkId, address)
}
