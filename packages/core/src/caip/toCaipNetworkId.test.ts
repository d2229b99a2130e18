import { expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/classes'
import { toCaipNetworkId } from './toCaipNetworkId'

it.each([
  ['eip155', 1, 'eip155:1'],
  ['eip155', '56', 'eip155:56'],
  ['solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
] as const)('toCaipNetworkId(%s, %s) is %s', (namespace, chainId, expected) => {
  expect(toCaipNetworkId(namespace, chainId)).toBe(expected)
})

it.each([
  ['eip155', ''],
  ['eip155', 'a:b'],
] as const)('refuses a chain id that would not parse back: %s %j', (namespace, chainId) => {
  expect(() => toCaipNetworkId(namespace, chainId)).toThrow(InvalidCaipNetworkIdError)
})

it('refuses an unknown namespace passed around the types', () => {
  expect(() => toCaipNetworkId('tron' as 'eip155', 1)).toThrow('Invalid CAIP-2 network id: "tron:1"')
})
