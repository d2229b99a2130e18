import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { errorRegisteringNameMessage, UNSUPPORTED_CHAIN } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { getCoinType } from '../validation/getCoinType'
import { AccountNameFormError, checkAccountName } from './AccountNameFormError'
import { accountNameZone } from './accountNameZone'
import { NameServiceError, toNameServiceError } from './NameServiceError'

/** SPEC §7: the JSON the wallet signs, with a Unix-seconds timestamp the cloud holds to a few seconds. */
export function nameRegistrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}

/**
 * SPEC §4 name registration: checked (SPEC §5) before anything is asked, signed by the active EVM wallet
 * (personal_sign), registered with the cloud, stored as the account's profile name, then the success view.
 * A refusal (the wallet's or the cloud's) is rethrown and leaves the modal on RegisterAccountName.
 * Resolves with the registered name (`alice.portico.test`).
 */
export async function registerAccountName(client: PorticoClient, label: string): Promise<string> {
  const context = contextOf(client)
  const issue = checkAccountName(label)
  if (issue) throw new AccountNameFormError(issue)
  const { chains, events, router } = context.stores
  const name = `${label.toLowerCase()}.${accountNameZone(context.options)}`
  const { account, network, connectorId } = chains.getState().namespaces.eip155
  const adapter = context.adapters.eip155
  // Names are EVM only (SPEC §7: the coin type is an EVM chain id's).
  if (
    chains.getState().activeNamespace !== 'eip155' ||
    !adapter ||
    !connectorId ||
    !account?.address ||
    !network
  )
    throw new PorticoError(UNSUPPORTED_CHAIN)
  if (!context.cloud) throw new NameServiceError(errorRegisteringNameMessage(name))
  const properties = { name, network: network.caipNetworkId }
  events.getState().record('REGISTER_ACCOUNT_NAME_INITIATED', properties)
  try {
    const message = nameRegistrationMessage(name, context.now())
    const signature = await adapter.signMessage({ connectorId, address: account.address, message })
    try {
      await context.cloud.post('/v1/profile/account', {
        coin_type: getCoinType(Number(network.id)),
        address: account.address,
        message,
        signature,
      })
    } catch (error) {
      throw toNameServiceError(error, errorRegisteringNameMessage(name))
    }
  } catch (error) {
    events
      .getState()
      .record('REGISTER_ACCOUNT_NAME_ERROR', { ...properties, message: (error as Error).message })
    throw error
  }
  chains.getState().patchAccount('eip155', { profileName: name })
  events.getState().record('REGISTER_ACCOUNT_NAME_SUCCESS', properties)
  router.getState().replace('RegisterAccountNameSuccess', { accountName: name })
  return name
}
