import type { CaipNetwork, ConnectionAccount } from '@portico/core'
import { isPolkadotNetwork } from '../networks/definePolkadotNetwork'
import type { InjectedPolkadotAccount } from '../wallets/InjectedPolkadot'

/**
 * The extension's accounts usable on `network`, in the extension's order: SS58 ones (not the Ethereum
 * accounts Talisman and SubWallet also share), not tied by the user to another chain. SPEC §9: eoa.
 */
export function sharedAccounts(
  accounts: readonly InjectedPolkadotAccount[],
  network: CaipNetwork,
): ConnectionAccount[] {
  const genesisHash = isPolkadotNetwork(network) ? network.polkadot.genesisHash : undefined
  const usable = accounts.filter(
    (account) =>
      account.type !== 'ethereum' &&
      (!account.genesisHash || !genesisHash || account.genesisHash === genesisHash),
  )
  const addresses = [...new Set(usable.map((account) => account.address))]
  return addresses.map((address) => ({ address, type: 'eoa' }))
}

export function sameAccounts(
  left: readonly ConnectionAccount[],
  right: readonly ConnectionAccount[],
): boolean {
  return (
    left.length === right.length && left.every((account, index) => account.address === right[index]?.address)
  )
}
