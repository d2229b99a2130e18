import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { AUTH_CONNECTOR_ID } from '../constants'
import { PorticoError } from '../errors/PorticoError'

/** The two EVM account types of the embedded wallet (SPEC §3 account types). */
export type EvmAccountType = 'eoa' | 'smartAccount'

// Kept here rather than in core's messages: this entry is its own chunk (bench/budgets.json).
export const UNKNOWN_ACCOUNT_TYPE = 'Unknown account type: expected eoa or smartAccount'
export const ACCOUNT_TYPE_NEEDS_EMBEDDED_WALLET = 'Only the embedded wallet has an account type to switch'
export const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled on this network'
export const ALREADY_SMART_ACCOUNT = 'The smart account is already active'
export const ALREADY_EOA = 'The EOA is already active'

/** Whether the frame serves smart accounts on this network (SPEC §3 "smart-account networks", stored at login). */
export function smartAccountsEnabled(client: PorticoClient, caipNetworkId: string | undefined): boolean {
  const enabled = contextOf(client).storage.get('smartAccountNetworks') ?? []
  return caipNetworkId !== undefined && enabled.includes(caipNetworkId)
}

/**
 * SPEC §4's rule for the embedded wallet's EVM account: to smartAccount only where smart accounts are enabled
 * and from eoa; to eoa only from smartAccount. The frame switches, the choice is remembered (SPEC §3
 * "preferred account types") so it wins over `defaultAccountTypes` at the next login, and the account state,
 * the provider's `eth_accounts` and wagmi follow the active address.
 */
export async function setPreferredAccountType(client: PorticoClient, type: EvmAccountType): Promise<void> {
  if (type !== 'eoa' && type !== 'smartAccount') throw new PorticoError(UNKNOWN_ACCOUNT_TYPE)
  const context = contextOf(client)
  const { connectorId, account, network } = context.stores.chains.getState().namespaces.eip155
  if (connectorId !== AUTH_CONNECTOR_ID || account.status !== 'connected')
    throw new PorticoError(ACCOUNT_TYPE_NEEDS_EMBEDDED_WALLET)
  const current = account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  if (type === 'smartAccount') {
    if (!smartAccountsEnabled(client, network?.caipNetworkId))
      throw new PorticoError(SMART_ACCOUNTS_NOT_ENABLED)
    if (current !== 'eoa') throw new PorticoError(ALREADY_SMART_ACCOUNT)
  } else if (current !== 'smartAccount') throw new PorticoError(ALREADY_EOA)
  const wallet = await client.embeddedWallet()
  const user = await (await wallet.bridge()).setPreferredAccount({ type })
  context.storage.set('preferredAccountTypes', {
    ...context.storage.get('preferredAccountTypes'),
    eip155: type,
  })
  wallet.applyFrameUser(user)
}
