import type { CaipNetwork } from '@portico/core'
import { WALLET_STANDARD_CHAINS, WALLET_STANDARD_LOCALNET } from './constants'

/** The Wallet Standard chain (solana:mainnet…) a wallet knows a CAIP-2 Solana network by. */
export function toWalletStandardChain(caipNetwork: Pick<CaipNetwork, 'id'>): `solana:${string}` {
  return WALLET_STANDARD_CHAINS[String(caipNetwork.id)] ?? WALLET_STANDARD_LOCALNET
}
