import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/classes'
import { parseCaipAddress } from './parseCaipAddress'

describe('parseCaipAddress', () => {
  it.each([
    [
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      { namespace: 'eip155', chainId: '1', address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' },
    ],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      {
        namespace: 'solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      },
    ],
    [
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      {
        namespace: 'bip122',
        chainId: '000000000019d6689c085ae165831e93',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
    ],
    ['cosmos:cosmoshub-4:cosmos1abc', { namespace: 'cosmos', chainId: 'cosmoshub-4', address: 'cosmos1abc' }],
  ])('parses %s', (input, expected) => {
    expect(parseCaipAddress(input)).toEqual(expected)
  })

  it.each([
    '',
    'eip155:1',
    'eip155:1:',
    ':1:0xabc',
    'eip155::0xabc',
    'tron:1:0xabc',
    'EIP155:1:0xabc',
    'eip155:1:0xabc:extra',
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  ])('rejects %j with "Invalid CAIP-10 address"', (input) => {
    expect(() => parseCaipAddress(input)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(input)).toThrow(/^Invalid CAIP-10 address/)
  })

  it('names the bad value in the message and keeps a short message for display', () => {
    try {
      parseCaipAddress('tron:1:0xabc')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipAddressError)
      const caipError = error as InvalidCaipAddressError
      expect(caipError.message).toBe('Invalid CAIP-10 address: "tron:1:0xabc"')
      expect(caipError.shortMessage).toBe('Invalid CAIP-10 address')
      expect(caipError.name).toBe('InvalidCaipAddressError')
    }
  })
})
