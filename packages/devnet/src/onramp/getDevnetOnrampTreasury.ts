import type { Keypair } from '@solana/web3.js'
import { type Hex, toHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC, DEVNET_ONRAMP_TREASURY_INDEX } from '../constants'
import { SOLANA_ONRAMP_TREASURY_ACCOUNT_INDEX } from '../solana/constants'
import { deriveSolanaKeypair } from '../solana/deriveSolanaKeypair'

/** The on-ramp treasury's keys (public, like every devnet key): given to the local cloud, never a real one's. */
export type DevnetOnrampTreasury = {
  evm: HDAccount
  evmPrivateKey: Hex
  solana: Keypair
}

export function getDevnetOnrampTreasury(): DevnetOnrampTreasury {
  const evm = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEVNET_ONRAMP_TREASURY_INDEX })
  const privateKey = evm.getHdKey().privateKey
  if (!privateKey) throw new Error('the devnet on-ramp treasury has no private key')
  return {
    evm,
    evmPrivateKey: toHex(privateKey),
    solana: deriveSolanaKeypair(DEVNET_MNEMONIC, SOLANA_ONRAMP_TREASURY_ACCOUNT_INDEX),
  }
}
