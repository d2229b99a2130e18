import {
  type CaipNetwork,
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  isUserRejection,
  PorticoError,
} from '@portico/core'
import { networkIdOfName, SATS_CONNECT_NETWORK_NAMES } from './networks'
import { CONNECT_PURPOSES, type WalletAccount } from './walletAccount'

// sats-connect's RpcErrorCode.METHOD_NOT_FOUND: the wallet has no wallet_changeNetwork.
const METHOD_NOT_FOUND = -32601

export type SwitchWalletNetworkParameters = {
  connectorId: string
  caipNetwork: CaipNetwork
  /** A sats-connect request to the wallet (refusals already turned into Portico's errors). */
  call: <result>(connectorId: string, method: string, params?: unknown) => Promise<result>
  /** Takes the wallet's addresses on the new network (they differ per network) and tells core if they moved. */
  report: (connectorId: string, account: WalletAccount) => void
}

const cannotSwitch = (
  caipNetwork: CaipNetwork,
  cause?: unknown,
  details: string = caipNetwork.caipNetworkId,
) => new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, { details, cause })

/**
 * SPEC §4's network switch for a Bitcoin wallet: sats-connect 4's `wallet_changeNetwork` where the wallet
 * has it; otherwise a reconnect asking for the network (`wallet_connect`'s `network`). A wallet that cannot
 * be on the network (it refuses the change, or stays where it was) gets SPEC §5's 'The connector does not
 * support any of the requested chains'; a visitor's refusal stays a rejection.
 */
export async function switchWalletNetwork({
  connectorId,
  caipNetwork,
  call,
  report,
}: SwitchWalletNetworkParameters): Promise<void> {
  const name = SATS_CONNECT_NETWORK_NAMES[String(caipNetwork.id)]
  if (!name) throw cannotSwitch(caipNetwork)
  let account: WalletAccount
  try {
    await call(connectorId, 'wallet_changeNetwork', { name })
    account = await call<WalletAccount>(connectorId, 'wallet_getAccount')
  } catch (error) {
    if (isUserRejection(error)) throw error
    if ((error as { code?: unknown })?.code !== METHOD_NOT_FOUND) throw cannotSwitch(caipNetwork, error)
    account = await call<WalletAccount>(connectorId, 'wallet_connect', {
      addresses: CONNECT_PURPOSES,
      network: name,
    })
  }
  const on = account.network?.bitcoin?.name
  if (!on || networkIdOfName(on) !== String(caipNetwork.id))
    throw cannotSwitch(caipNetwork, undefined, `the wallet stays on ${JSON.stringify(on)}`)
  report(connectorId, account)
}
