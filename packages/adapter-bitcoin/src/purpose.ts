import type { BitcoinAccountType } from '@portico/core'

/** One address as a wallet returns it (sats-connect's `Address`, Wallet Standard's bitcoin account). */
export type WalletAddress = {
  address: string
  publicKey?: string
  purpose?: string
  addressType?: string
}

export type BitcoinAccount = {
  address: string
  type: BitcoinAccountType
  publicKey?: string
  addressType?: string
}

/**
 * SPEC §3: maps a wallet's addresses to payment and ordinal accounts by their purpose. Wallets say
 * `ordinals` (sats-connect) or `ordinal`; a wallet that returns a single address gives the payment one.
 * Addresses for other purposes (stacks, starknet, spark) are left out.
 */
export function toBitcoinAccounts(addresses: readonly WalletAddress[]): BitcoinAccount[] {
  if (addresses.length === 1) {
    const [only] = addresses as [WalletAddress]
    return [accountOf(only, 'payment')]
  }
  const accounts: BitcoinAccount[] = []
  for (const entry of addresses) {
    const purpose = entry.purpose?.toLowerCase()
    if (purpose === 'payment') accounts.push(accountOf(entry, 'payment'))
    else if (purpose === 'ordinals' || purpose === 'ordinal') accounts.push(accountOf(entry, 'ordinal'))
  }
  // Payment first: SPEC §9's default account type for bip122.
  return accounts.sort((a, b) => (a.type === b.type ? 0 : a.type === 'payment' ? -1 : 1))
}

function accountOf(entry: WalletAddress, type: BitcoinAccountType): BitcoinAccount {
  const account: BitcoinAccount = { address: entry.address, type }
  if (entry.publicKey) account.publicKey = entry.publicKey
  if (entry.addressType) account.addressType = entry.addressType
  return account
}
