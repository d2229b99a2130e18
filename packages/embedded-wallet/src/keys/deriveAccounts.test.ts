import { expect, test } from 'vitest'
import { deriveAccounts, deriveAccountsFromPhrase, entropyToPhrase } from './deriveAccounts'
import { generateEntropy } from './generateEntropy'

const ABANDON_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

// BIP-39's first vector, and the addresses MetaMask and Phantom show for it (published in many wallets' tests).
test('the zero secret is the abandon…about phrase, with the accounts other wallets show for it', () => {
  expect(entropyToPhrase(new Uint8Array(16))).toBe(ABANDON_PHRASE)
  const accounts = deriveAccounts(new Uint8Array(16))
  expect(accounts.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  expect(accounts.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
})

test('a phrase and its secret give the same accounts; a new secret gives new ones', () => {
  const entropy = generateEntropy()
  expect(entropy).toHaveLength(16)
  const accounts = deriveAccounts(entropy)
  expect(deriveAccountsFromPhrase(entropyToPhrase(entropy)).evm.address).toBe(accounts.evm.address)
  const other = deriveAccounts(generateEntropy())
  expect(other.evm.address).not.toBe(accounts.evm.address)
  expect(other.solana.address).not.toBe(accounts.solana.address)
})

test('a phrase with a bad checksum is refused', () => {
  expect(() => deriveAccountsFromPhrase(ABANDON_PHRASE.replace(/about$/, 'abandon'))).toThrow()
})
