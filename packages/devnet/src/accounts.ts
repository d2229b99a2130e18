import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './constants'

/** The funded accounts of every devnet chain, in anvil's order; index 0 deploys the fixtures. */
export function getDevnetAccounts(): HDAccount[] {
  return Array.from({ length: DEVNET_ACCOUNT_COUNT }, (_, addressIndex) =>
    mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }),
  )
}
