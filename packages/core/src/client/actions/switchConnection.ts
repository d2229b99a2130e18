import { ALERTS, CONNECTOR_NOT_CONNECTED, PorticoError } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import { activateConnection } from './activateConnection'

export type SwitchConnectionParameters = {
  /** A wallet connected on `namespace`. */
  connectorId: string
  /** The active namespace when absent. */
  namespace?: ChainNamespace
}

/**
 * Makes another of a namespace's connected wallets the active one (multiWallet, SPEC §4): the hooks and
 * the Account view follow it, and a reload keeps it. With multiWallet off it shows SPEC §8's
 * 'Multi-Wallet Not Enabled' info alert and changes nothing; a wallet not connected there is
 * 'Connector not connected'.
 */
export function switchConnection(
  context: PorticoContext,
  { connectorId, namespace }: SwitchConnectionParameters,
): void {
  const { chains, alerts, features } = context.stores
  if (!features.getState().features.multiWallet) {
    alerts.getState().showAlert(ALERTS.MULTI_WALLET_NOT_ENABLED, 'info')
    return
  }
  const target = namespace ?? chains.getState().activeNamespace
  const state = target ? chains.getState().namespaces[target] : undefined
  const connection = state?.connections.find((candidate) => candidate.connectorId === connectorId)
  if (!target || !state || !connection)
    throw new PorticoError(CONNECTOR_NOT_CONNECTED, { details: connectorId })
  if (state.connectorId === connectorId) return
  activateConnection(context, target, connection)
}
