import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from 'vitest'
import { deriveAccounts, deriveAccountsFromPhrase, generateEntropy } from '../../keys/index'
import { exportableKeys } from './exportableKeys'

test("each exported value imports into another wallet as the account's own address", () => {
  const entropy = generateEntropy()
  const accounts = deriveAccounts(entropy)
  const keys = exportableKeys(accounts, entropy)
  expect(keys.evmPrivateKey).toMatch(/^0x[0-9a-f]{64}$/)
  expect(privateKeyToAddress(keys.evmPrivateKey)).toBe(accounts.evm.address)
  // What Phantom's "import private key" and solana-keygen read: the 64-byte secret, base58.
  expect(Keypair.fromSecretKey(base58.decode(keys.solanaSecretKey)).publicKey.toBase58()).toBe(
    accounts.solana.address,
  )
  expect(deriveAccountsFromPhrase(keys.recoveryPhrase)).toEqual(accounts)
})
