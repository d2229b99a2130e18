import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { namesSettings } from './namesSettings'

test('the zone defaults to portico.test, lower case; without a key there is no gateway signer', () => {
  expect(namesSettings({})).toEqual({ zone: 'portico.test' })
  expect(namesSettings({ zone: 'Names.Example.COM' })).toEqual({ zone: 'names.example.com' })
})

test('a gateway key gives the signer the resolver trusts', () => {
  const key = generatePrivateKey()
  expect(namesSettings({ gatewayKey: `${key}\n` }).gatewaySigner?.address).toBe(
    privateKeyToAccount(key).address,
  )
})

test('a zone of one label or a key that is not 32 bytes of hex is refused at start, naming it', () => {
  expect(() => namesSettings({ zone: 'test' })).toThrow(
    'The name zone must be a domain of two labels or more',
  )
  expect(() => namesSettings({ zone: 'a..b' })).toThrow('The name zone must be a domain')
  expect(() => namesSettings({ gatewayKey: '0x1234' })).toThrow(
    'The name gateway key must be a secp256k1 private key',
  )
})
