import { expect, test } from 'vitest'
import { CHAIN_NAMESPACES, isChainNamespace } from './namespaces'

test('the five namespaces of SPEC §5', () => {
  expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
})

test.each([
  ['eip155', true],
  ['bip122', true],
  ['cosmos', true],
  ['EIP155', false],
  ['', false],
  ['tron', false],
])('isChainNamespace(%j) is %s', (value, expected) => {
  expect(isChainNamespace(value)).toBe(expected)
})
