import type { Keypair } from '@solana/web3.js'
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from '../constants'
import { deriveSolanaKeypair } from './deriveSolanaKeypair'

/** The funded Solana accounts, one per EVM account of the same mnemonic; index 0 pays for the fixtures. */
export function getSolanaDevnetAccounts(): Keypair[] {
  return Array.from({ length: DEVNET_ACCOUNT_COUNT }, (_, index) =>
    deriveSolanaKeypair(DEVNET_MNEMONIC, index),
  )
}
