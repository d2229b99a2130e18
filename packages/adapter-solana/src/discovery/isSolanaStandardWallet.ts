import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/** A Wallet Standard wallet this adapter can use: it serves a solana:* chain and has standard:connect. */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && StandardConnect in wallet.features
}
