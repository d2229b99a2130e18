import { type Hex, toHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC, DEVNET_NAME_SIGNER_INDEX } from '../constants'

/** The devnet's names gateway key (public, like the funded accounts): the account and its private key. */
export function getDevnetNameSigner(): { account: HDAccount; privateKey: Hex } {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEVNET_NAME_SIGNER_INDEX })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error('the devnet name signer has no private key')
  return { account, privateKey: toHex(privateKey) }
}
