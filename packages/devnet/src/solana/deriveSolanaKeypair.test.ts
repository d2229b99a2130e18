import { expect, test } from 'vitest'
import { DEVNET_MNEMONIC } from '../constants'
import { deriveEd25519Key, deriveSolanaKeypair } from './deriveSolanaKeypair'

// SLIP-0010's published ed25519 test vector 1.
test.each([
  ["m/0'", '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
  ["m/0'/1'/2'", '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
])('derives SLIP-0010 vector 1 at %s', (path, privateKey) => {
  const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
  expect(deriveEd25519Key(seed, path).toString('hex')).toBe(privateKey)
})

test('accounts are distinct and stable', () => {
  const first = deriveSolanaKeypair(DEVNET_MNEMONIC, 0).publicKey.toBase58()
  expect(deriveSolanaKeypair(DEVNET_MNEMONIC, 0).publicKey.toBase58()).toBe(first)
  expect(deriveSolanaKeypair(DEVNET_MNEMONIC, 1).publicKey.toBase58()).not.toBe(first)
})
