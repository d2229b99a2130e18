import type { Address } from 'viem'
import type { PreferredAccountType } from '../sessionStore'
import type { SmartAccountWallet } from './smartAccountWallet'

export type ActiveAccount = {
  address: Address
  accounts: { address: Address; type: PreferredAccountType }[]
  preferredAccountType: PreferredAccountType
  smartAccountDeployed: boolean
}

/**
 * The frame user's account fields on the current network (aa-design.md): the EOA everywhere, the smart
 * account beside it where smart accounts are enabled; the active one is the preferred type there, else the EOA.
 */
export async function activeAccountOf(
  eoa: Address,
  smart: SmartAccountWallet,
  chainId: number,
  preferred: PreferredAccountType,
): Promise<ActiveAccount> {
  const accounts: ActiveAccount['accounts'] = [{ address: eoa, type: 'eoa' }]
  if (!smart.isEnabled(chainId))
    return { address: eoa, accounts, preferredAccountType: 'eoa', smartAccountDeployed: false }
  const { account } = await smart.current()
  return {
    address: preferred === 'smartAccount' ? account.address : eoa,
    accounts: [...accounts, { address: account.address, type: 'smartAccount' }],
    preferredAccountType: preferred,
    smartAccountDeployed: await account.isDeployed(),
  }
}

/** SET_PREFERRED_ACCOUNT's payload type, checked. */
export function readAccountType(value: unknown): PreferredAccountType | undefined {
  return value === 'eoa' || value === 'smartAccount' ? value : undefined
}
