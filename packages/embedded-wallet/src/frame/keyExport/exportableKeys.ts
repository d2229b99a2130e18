import { base58 } from '@scure/base'
import type { Hex } from 'viem'
import { entropyToPhrase, type WalletAccounts } from '../../keys/index'

/** What the key export shows, each in the form another wallet imports. */
export type ExportableKeys = {
  /** The EVM account's private key, 0x hex. */
  evmPrivateKey: Hex
  /** The Solana keypair as Phantom and solana-keygen take it: base58 of the 32-byte seed then the public key. */
  solanaSecretKey: string
  /** The English BIP-39 phrase of the wallet secret: both accounts at their standard paths. */
  recoveryPhrase: string
}

export function exportableKeys(accounts: WalletAccounts, entropy: Uint8Array): ExportableKeys {
  const publicKey = base58.decode(accounts.solana.address)
  const keypair = new Uint8Array(64)
  keypair.set(accounts.solana.privateKey, 0)
  keypair.set(publicKey, 32)
  return {
    evmPrivateKey: accounts.evm.privateKey,
    solanaSecretKey: base58.encode(keypair),
    recoveryPhrase: entropyToPhrase(entropy),
  }
}
