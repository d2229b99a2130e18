import { ALERTS } from '../../errors'
import { CHAIN_NAMESPACES } from '../../namespaces'
import { findConnector } from '../../store/createConnectorsStore'
import type { CaipNetwork } from '../../types/network'
import type { PorticoContext } from '../context'
import { closeModal } from './modal'
import { moveAccountToNetwork } from './moveAccountToNetwork'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'

export type SwitchNetworkResult = 'switched' | 'selected' | 'needs-connection' | 'not-configured'

/**
 * SPEC §4's network switch. A connected namespace asks its wallet to switch; a namespace with no
 * connection, while another is connected, routes to SwitchActiveChain; with nothing connected the
 * network is simply selected. A network outside the configured list shows its alert.
 */
export async function switchNetwork(
  context: PorticoContext,
  network: CaipNetwork,
): Promise<SwitchNetworkResult> {
  const { chains, router, alerts, events, connectors, modal } = context.stores
  const configured = context.options.networks.some(
    (candidate) => candidate.caipNetworkId === network.caipNetworkId,
  )
  if (!configured) {
    alerts.getState().showAlert(ALERTS.SWITCH_NETWORK_NOT_FOUND)
    return 'not-configured'
  }

  const namespace = network.chainNamespace
  const target = chains.getState().namespaces[namespace]
  const anyConnected = CHAIN_NAMESPACES.some(
    (candidate) => chains.getState().namespaces[candidate].account.status === 'connected',
  )

  if (target.account.status !== 'connected' || !target.connectorId) {
    if (anyConnected) {
      router.getState().push('SwitchActiveChain', {
        switchToChain: namespace,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network,
      })
      return 'needs-connection'
    }
    chains.getState().setNetwork(namespace, network)
    chains.getState().setActiveNamespace(namespace)
    context.storage.set('activeNamespace', namespace)
    return 'selected'
  }

  const adapter = context.adapters[namespace]
  const connector = findConnector(connectors.getState(), namespace, target.connectorId)
  const wasUnsupported = Boolean(target.network?.unknown)
  // SPEC §4: the embedded wallet switches without its own prompt, so the modal shows the progress.
  if (connector?.type === 'AUTH' && modal.getState().open)
    router.getState().push('SwitchNetwork', { network })
  try {
    await adapter?.switchNetwork({ connectorId: target.connectorId, caipNetwork: network })
  } catch (error) {
    if (modal.getState().open) router.getState().goBack()
    throw error
  }

  moveAccountToNetwork(context, namespace, network)
  chains.getState().setActiveNamespace(namespace)
  context.storage.set('activeNamespace', namespace)
  // SPEC §4: a network switch resets the send form.
  context.stores.send.getState().reset()
  events.getState().record('SWITCH_NETWORK', { network: network.caipNetworkId })
  if (wasUnsupported) closeModal(context)
  else if (router.getState().view === 'SwitchNetwork') router.getState().goBack()
  // SPEC §4: a network with no session for this account asks for a sign-in there.
  await requestSignInIfNeeded(context, namespace)
  return 'switched'
}
