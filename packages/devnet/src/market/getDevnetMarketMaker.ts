import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MARKET_MAKER_INDEX, DEVNET_MNEMONIC } from '../constants'

/** The account that deploys the market and seeds its pools; no test or test wallet signs with it. */
export function getDevnetMarketMaker(): HDAccount {
  return mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEVNET_MARKET_MAKER_INDEX })
}
