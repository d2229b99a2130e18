import { exposedAddresses, promptUser, type WalletState } from '../walletState'

const permissionsFor = (addresses: `0x${string}`[]) =>
  addresses.length === 0
    ? []
    : [
        {
          parentCapability: 'eth_accounts',
          caveats: [{ type: 'restrictReturnedAccounts', value: addresses }],
        },
      ]

/** The account grant: asked for with a prompt, read without one, revoked by the site or the user. */
export async function handleAccountRequest(state: WalletState, method: string): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
      return exposedAddresses(state)
    case 'eth_requestAccounts':
      if (!state.granted) await promptUser(state)
      state.granted = true
      return exposedAddresses(state)
    case 'wallet_requestPermissions':
      await promptUser(state)
      state.granted = true
      return permissionsFor(exposedAddresses(state))
    case 'wallet_getPermissions':
      return permissionsFor(exposedAddresses(state))
    case 'wallet_revokePermissions':
      state.granted = false
      return null
    default:
      return undefined
  }
}

export const ACCOUNT_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
] as const
