import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { EVM_DERIVATION_PATH, SOLANA_DERIVATION_PATH } from './keyConstants'
import { deriveEd25519PrivateKey } from './slip10Ed25519'

/** The two accounts one wallet secret gives: the keys never leave the secure frame. */
export type WalletAccounts = {
  evm: { address: Hex; privateKey: Hex }
  solana: { address: string; privateKey: Uint8Array }
}

/** The English BIP-39 phrase of a wallet secret: what another wallet would import to show the same accounts. */
export function entropyToPhrase(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist)
}

/** The accounts of a BIP-39 phrase: EVM at m/44'/60'/0'/0/0, Solana at m/44'/501'/0'/0' (no passphrase). */
export function deriveAccountsFromPhrase(phrase: string): WalletAccounts {
  // BIP-39's seed function reads any text: a mistyped phrase would give a stranger's empty accounts.
  if (!validateMnemonic(phrase, wordlist)) throw new Error('not a valid English BIP-39 phrase')
  const seed = mnemonicToSeedSync(phrase)
  const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_DERIVATION_PATH).privateKey
  if (!evmKey) throw new Error('BIP-32 derivation gave no private key')
  const evmPrivateKey = bytesToHex(evmKey)
  const solanaPrivateKey = deriveEd25519PrivateKey(seed, SOLANA_DERIVATION_PATH)
  return {
    evm: { address: privateKeyToAddress(evmPrivateKey), privateKey: evmPrivateKey },
    solana: { address: base58.encode(ed25519.getPublicKey(solanaPrivateKey)), privateKey: solanaPrivateKey },
  }
}

/** The accounts of a wallet secret (BIP-39 entropy). */
export function deriveAccounts(entropy: Uint8Array): WalletAccounts {
  return deriveAccountsFromPhrase(entropyToPhrase(entropy))
}
