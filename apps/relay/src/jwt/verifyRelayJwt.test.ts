import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { expect, test } from 'vitest'
import {
  AUTH_BAD_ISSUER_MESSAGE,
  AUTH_BAD_SIGNATURE_MESSAGE,
  AUTH_EXPIRED_MESSAGE,
  AUTH_MALFORMED_MESSAGE,
  AUTH_MISSING_MESSAGE,
  RelayAuthError,
} from '../errors'
import { verifyRelayJwt } from './verifyRelayJwt'

const NOW_SECONDS = 1_800_000_000
const NOW_MS = NOW_SECONDS * 1000
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

test('accepts a JWT signed by the SDK’s relay-auth and names its issuer as the client', async () => {
  const keyPair = generateKeyPair()
  const jwt = await signJWT('sub', 'ws://127.0.0.1:1', 60, keyPair, NOW_SECONDS)
  const { clientId, payload } = verifyRelayJwt(jwt, NOW_MS)
  expect(clientId).toBe(encodeIss(keyPair.publicKey))
  expect(payload).toMatchObject({ aud: 'ws://127.0.0.1:1', exp: NOW_SECONDS + 60 })
})

test('refuses a JWT whose payload was swapped under another key’s signature', async () => {
  const [header, , signature] = (await signJWT('sub', 'aud', 60, generateKeyPair(), NOW_SECONDS)).split('.')
  const [, otherPayload] = (await signJWT('sub', 'aud', 60, generateKeyPair(), NOW_SECONDS)).split('.')
  expect(() => verifyRelayJwt(`${header}.${otherPayload}.${signature}`, NOW_MS)).toThrow(
    AUTH_BAD_SIGNATURE_MESSAGE,
  )
})

test('refuses a JWT at and after its exp', async () => {
  const jwt = await signJWT('sub', 'aud', 60, generateKeyPair(), NOW_SECONDS)
  expect(() => verifyRelayJwt(jwt, NOW_MS + 59_999)).not.toThrow()
  expect(() => verifyRelayJwt(jwt, NOW_MS + 60_000)).toThrow(AUTH_EXPIRED_MESSAGE)
})

test.each([
  ['a missing token', undefined, AUTH_MISSING_MESSAGE],
  ['an empty token', '', AUTH_MISSING_MESSAGE],
  ['two parts', 'a.b', AUTH_MALFORMED_MESSAGE],
  ['a header that is not JSON', `x.${encode({ iss: 'did:key:z', exp: 1 })}.sig`, AUTH_MALFORMED_MESSAGE],
  [
    'another algorithm',
    `${encode({ alg: 'HS256' })}.${encode({ iss: 'x', exp: 1 })}.sig`,
    AUTH_MALFORMED_MESSAGE,
  ],
  [
    'an issuer that is not a did:key',
    `${encode({ alg: 'EdDSA' })}.${encode({ iss: 'me', exp: 1 })}.sig`,
    AUTH_BAD_ISSUER_MESSAGE,
  ],
])('refuses %s with its reason', (_name, jwt, message) => {
  let thrown: unknown
  try {
    verifyRelayJwt(jwt, NOW_MS)
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(RelayAuthError)
  expect((thrown as Error).message).toBe(message)
})

test('the reasons have their exact text', () => {
  expect([
    AUTH_MISSING_MESSAGE,
    AUTH_MALFORMED_MESSAGE,
    AUTH_BAD_ISSUER_MESSAGE,
    AUTH_BAD_SIGNATURE_MESSAGE,
    AUTH_EXPIRED_MESSAGE,
  ]).toEqual([
    'Unauthorized: missing auth, connect with ?auth=<JWT>',
    'Unauthorized: auth is not a well-formed EdDSA JWT',
    'Unauthorized: JWT iss is not an ed25519 did:key',
    'Unauthorized: JWT signature does not match its iss',
    'Unauthorized: JWT has expired',
  ])
})
