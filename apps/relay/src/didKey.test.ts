import { encodeIss, generateKeyPair } from '@walletconnect/relay-auth'
import { expect, test } from 'vitest'
import { decodeDidKey, encodeDidKey } from './didKey'

test('encodes a public key exactly as the SDK’s relay-auth does, and decodes it back', () => {
  const { publicKey } = generateKeyPair()
  const did = encodeIss(publicKey)
  expect(encodeDidKey(publicKey)).toBe(did)
  expect(decodeDidKey(did)).toEqual(publicKey)
})

test.each([
  ['not a did', 'hello'],
  ['another did method', 'did:web:example.com'],
  ['not base58', 'did:key:z0OIl'],
  ['a secp256k1 key', 'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme'],
  ['a truncated key', 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2'],
])('rejects %s', (_name, did) => {
  expect(decodeDidKey(did)).toBeUndefined()
})
