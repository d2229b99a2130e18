import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/classes'
import { parseCaipNetworkId } from './parseCaipNetworkId'

describe('parseCaipNetworkId', () => {
  it.each([
    ['eip155:1', { namespace: 'eip155', chainId: '1' }],
    ['eip155:31337', { namespace: 'eip155', chainId: '31337' }],
    [
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      { namespace: 'solana', chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      { namespace: 'polkadot', chainId: '91b171bb158e2d3848fa23a9f1c25182' },
    ],
  ])('parses %s', (input, expected) => {
    expect(parseCaipNetworkId(input)).toEqual(expected)
  })

  it.each(['', 'eip155', 'eip155:', ':1', 'tron:1', 'eip155:1:0xabc', 'Eip155:1'])(
    'rejects %j with "Invalid CAIP-2 network id"',
    (input) => {
      expect(() => parseCaipNetworkId(input)).toThrow(InvalidCaipNetworkIdError)
      expect(() => parseCaipNetworkId(input)).toThrow(`Invalid CAIP-2 network id: ${JSON.stringify(input)}`)
    },
  )
})
