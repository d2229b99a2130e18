import { NETWORK } from '@scure/btc-signer'
import { expect, test } from 'vitest'
import { deriveBitcoinKeys } from './deriveBitcoinKeys'

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

// The first receive addresses of BIP-84's and BIP-86's own test vectors (coin type 0, mainnet).
test('matches the BIP-84 and BIP-86 test vectors', () => {
  const [payment, ordinals] = deriveBitcoinKeys(ABANDON, NETWORK, 0)
  expect(payment.path).toBe("m/84'/0'/0'/0/0")
  expect(payment.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
  expect(payment.publicKey).toBe('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c')
  expect(ordinals.path).toBe("m/86'/0'/0'/0/0")
  expect(ordinals.address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')
})

test('another account index moves both paths to that account', () => {
  const [payment, ordinals] = deriveBitcoinKeys(ABANDON, NETWORK, 0, 1)
  expect(payment.path).toBe("m/84'/0'/1'/0/0")
  // WalletConnect's Bitcoin RPC reference gives this seed's account 1 identifier.
  expect(payment.address).toBe('bc1qku0qh0mc00y8tk0n65x2tqw4trlspak0fnjmfz')
  expect(ordinals.path).toBe("m/86'/0'/1'/0/0")
  expect(ordinals.address).not.toBe(deriveBitcoinKeys(ABANDON, NETWORK, 0)[1].address)
})
