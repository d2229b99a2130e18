import { expect, it } from 'vitest'
import { isPolkadotAddress } from './isPolkadotAddress'

// Vectors: @polkadot/util-crypto's encodeAddress of Substrate's dev "Alice" (0xd435…a27d) under each prefix.
it.each([
  ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', true], // prefix 42, generic Substrate
  ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', true], // prefix 0, Polkadot
  ['HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', true], // prefix 2, Kusama
  ['7NPoMQbiA6trJKkjB35uk96MeJD4PGWkLQLH7k7hXEkZpiba', true], // prefix 63, the last of one byte
  ['cEaNSpz4PxFcZ7nT1VEKrKewH67rfx6MfcM6yKojyyPz7qaqp', true], // prefix 64, the first of two bytes
  ['yNa8JpqfFB3q8A29rCwSgxvdU94ufJw2yKKxDgznS5m1PoFvn', true], // prefix 16383, the last
  ['1hfqEU2eeEjNVQUHSieBN5WhbcNfeqYUERgkHGCi4ohPFRsH', false], // a 33-byte key, no 32-byte account
  ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', false], // last character changed: bad checksum
  ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ', false], // one character short
  ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', false], // EVM
  [`0x${'d4'.repeat(32)}`, false], // a raw public key is no address
  ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', false], // Solana
  ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKut0Y', false], // 0 is not base58
  ['', false],
])('isPolkadotAddress(%j) is %s', (value, expected) => {
  expect(isPolkadotAddress(value)).toBe(expected)
})
