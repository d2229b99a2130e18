import type { PorticoContext } from '../client/context'
import { getDefaultAccountType } from '../ordering/getDefaultAccountType'
import type { EmbeddedWalletBridge, EmbeddedWalletBridgeUser } from './types'

/** SPEC §3 "smart-account networks": stored as CAIP-2 ids, as every other network is. */
export const smartAccountNetworkId = (chainId: number | string) => `eip155:${chainId}`

/**
 * The host's account type, after a login and on restore: the frame's smart-account networks are asked and
 * stored (SPEC §3), then the EVM account type is set in the frame: the visitor's stored choice, else the
 * host's default (SPEC §9: smartAccount, unless `defaultAccountTypes.eip155` says eoa — appkit #5398).
 * Resolves to the frame user as it now is.
 */
export async function syncPreferredAccountType(
  context: PorticoContext,
  bridge: EmbeddedWalletBridge,
  user: EmbeddedWalletBridgeUser,
): Promise<EmbeddedWalletBridgeUser> {
  const enabled = await bridge.getSmartAccountEnabledNetworks()
  context.storage.set('smartAccountNetworks', enabled.map(smartAccountNetworkId))
  const wanted =
    context.storage.get('preferredAccountTypes')?.eip155 ??
    getDefaultAccountType('eip155', context.options.defaultAccountTypes)
  // On a network without smart accounts the account is the EOA; the frame applies the choice on a switch.
  if (!enabled.includes(Number(user.chainId))) return user
  if (wanted !== 'eoa' && wanted !== 'smartAccount') return user
  if ((user.preferredAccountType ?? 'eoa') === wanted) return user
  return bridge.setPreferredAccount({ type: wanted })
}
