import { bytesToHex, hexToBytes } from '@noble/curves/utils.js'
import { expect, test } from 'vitest'
import { deriveEd25519PrivateKey } from './slip10Ed25519'

// SLIP-0010's published ed25519 test vector 1 (seed 000102…0f).
const VECTOR_1_SEED = hexToBytes('000102030405060708090a0b0c0d0e0f')

test.each([
  ['m', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7'],
  ["m/0'", '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
  ["m/0'/1'", 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2'],
  ["m/0'/1'/2'", '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
])('derives SLIP-0010 ed25519 vector 1 at %s', (path, privateKey) => {
  expect(bytesToHex(deriveEd25519PrivateKey(VECTOR_1_SEED, path))).toBe(privateKey)
})

test.each([["m/44'/501'/0/0'"], ["44'/501'"], ["m/44'/x'"], [`m/${2 ** 31}'`]])(
  'refuses %s: ed25519 has hardened children only',
  (path) => {
    expect(() => deriveEd25519PrivateKey(VECTOR_1_SEED, path)).toThrow()
  },
)
