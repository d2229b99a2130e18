import { createHmac, pbkdf2Sync } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { SOLANA_DERIVATION_PATH } from './constants'

const HARDENED = 0x8000_0000

/** SLIP-0010 ed25519 derivation of a hardened-only path (`m/44'/501'/0'/0'`) to a 32-byte private key. */
export function deriveEd25519Key(seed: Uint8Array, path: string): Buffer {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  const steps = path
    .split('/')
    .slice(1)
    .map((step) => Number.parseInt(step, 10) + HARDENED)
  for (const step of steps) {
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32)
    data.writeUInt32BE(step, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return digest.subarray(0, 32)
}

/**
 * Account `index` of a mnemonic on Phantom's path m/44'/501'/index'/0' (BIP-39 seed, no passphrase), so
 * the devnet's Solana accounts are the ones a wallet importing the devnet mnemonic shows.
 */
export function deriveSolanaKeypair(mnemonic: string, index: number): Keypair {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  return Keypair.fromSeed(deriveEd25519Key(seed, SOLANA_DERIVATION_PATH(index)))
}
