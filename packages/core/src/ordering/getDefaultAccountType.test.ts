import { expect, test } from 'vitest'
import { getDefaultAccountType } from './getDefaultAccountType'

test.each([
  ['eip155', 'smartAccount'],
  ['solana', 'eoa'],
  ['polkadot', 'eoa'],
  ['bip122', 'payment'],
] as const)('%s defaults to %s (SPEC §9)', (namespace, expected) => {
  expect(getDefaultAccountType(namespace)).toBe(expected)
})

test("the host's defaultAccountTypes override the default", () => {
  expect(getDefaultAccountType('eip155', { eip155: 'eoa' })).toBe('eoa')
  expect(getDefaultAccountType('bip122', { bip122: 'ordinal' })).toBe('ordinal')
  expect(getDefaultAccountType('solana', { eip155: 'eoa' })).toBe('eoa')
})

test('an override of the wrong family is ignored', () => {
  expect(getDefaultAccountType('bip122', { bip122: 'eoa' })).toBe('payment')
  expect(getDefaultAccountType('eip155', { eip155: 'ordinal' })).toBe('smartAccount')
})

test('cosmos has no default, only an override', () => {
  expect(getDefaultAccountType('cosmos')).toBeUndefined()
  expect(getDefaultAccountType('cosmos', { cosmos: 'eoa' })).toBe('eoa')
})
