import { expect, it } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/classes'
import { toCaipAddress } from './toCaipAddress'

it('joins a network id and an address', () => {
  expect(toCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  )
})

it.each(['', 'a:b'])('refuses the address %j', (address) => {
  expect(() => toCaipAddress('eip155:1', address)).toThrow(InvalidCaipAddressError)
})

it('refuses a bad network id', () => {
  expect(() => toCaipAddress('eip155:' as 'eip155:1', '0xabc')).toThrow(InvalidCaipNetworkIdError)
})
