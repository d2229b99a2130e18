import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from '../constants'
import { POLKADOT_DERIVATION_PATH, POLKADOT_DEVNET_SS58_PREFIX } from './constants'

export type PolkadotDevnetAccount = {
  /** SS58 with the chain's prefix (2, Kusama's). */
  address: string
  /** The sr25519 public key, which is the same account in every SS58 format. */
  publicKey: `0x${string}`
  /** Append to DEVNET_MNEMONIC for the key: `keyring.addFromUri(DEVNET_MNEMONIC + derivationPath)`. */
  derivationPath: string
}

/** The funded Polkadot accounts: sr25519 keys of the devnet mnemonic at `//0`, `//1`, …, one per EVM account. */
export async function getPolkadotDevnetAccounts(): Promise<PolkadotDevnetAccount[]> {
  // sr25519 runs in @polkadot/wasm-crypto, which must be initialised first.
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: POLKADOT_DEVNET_SS58_PREFIX })
  return Array.from({ length: DEVNET_ACCOUNT_COUNT }, (_, index) => {
    const derivationPath = POLKADOT_DERIVATION_PATH(index)
    const pair = keyring.addFromUri(`${DEVNET_MNEMONIC}${derivationPath}`)
    return { address: pair.address, publicKey: u8aToHex(pair.publicKey), derivationPath }
  })
}
