import { type CaipNetwork, CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, PorticoError } from '@portico/core'
import { connectionOf, type PolkadotAdapterContext } from '../context'
import { sameAccounts, sharedAccounts } from './sharedAccounts'

export type SwitchNetworkParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type SwitchNetworkErrorType = PorticoError | Error

/**
 * Extensions hold no network: switching moves the app. The accounts shared for the new network may differ
 * (accounts tied to a chain); core hears a change, and an extension with none there cannot switch
 * (SPEC §5's 'The connector does not support any of the requested chains'). Nor can a WalletConnect
 * session leave the chain its accounts are on.
 */
export async function switchNetwork(
  context: PolkadotAdapterContext,
  { connectorId, caipNetwork }: SwitchNetworkParameters,
): Promise<void> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) {
    if (String((await walletConnect.route.reconnect())?.chainId) === String(caipNetwork.id)) return
    throw new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, {
      details: caipNetwork.caipNetworkId,
    })
  }
  const connection = connectionOf(context, connectorId)
  const accounts = sharedAccounts(await connection.injected.accounts.get(), caipNetwork)
  if (accounts.length === 0)
    throw new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, {
      details: caipNetwork.caipNetworkId,
    })
  const changed = !sameAccounts(accounts, connection.accounts)
  connection.caipNetwork = caipNetwork
  connection.accounts = accounts
  if (changed) context.events.accountsChanged({ connectorId, accounts })
}
