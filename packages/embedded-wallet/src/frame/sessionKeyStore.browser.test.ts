import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  EmbeddedJWK,
  exportJWK,
  type JWK,
  jwtVerify,
} from 'jose'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { requestResult } from '../keys/indexedDb'
import { signFrameProof } from './frameProof'
import { newSessionKey, openSessionKeyStore, type SessionKeyStore } from './sessionKeyStore'

// Runs in Debian's Chromium: real IndexedDB and WebCrypto, what the secure frame has.
let databaseName: string
let store: SessionKeyStore

beforeEach(async () => {
  databaseName = `session-keys-${crypto.randomUUID()}`
  store = await openSessionKeyStore(databaseName)
})

afterEach(async () => {
  store.close()
  await requestResult(indexedDB.deleteDatabase(databaseName))
})

const sha256 = async (text: string) =>
  btoa(
    String.fromCharCode(
      ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
    ),
  )
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

test('the session key kept in IndexedDB cannot be exported, by the frame or any script of its origin', async () => {
  await store.save('portico-demo', await newSessionKey())
  // Read back as a script of the frame's origin would, from the database itself (a fresh connection).
  const reopened = await openSessionKeyStore(databaseName)
  const stored = await reopened.load('portico-demo')
  reopened.close()
  expect(stored?.privateKey).toBeInstanceOf(CryptoKey)
  expect(stored?.privateKey.extractable).toBe(false)
  expect(stored?.privateKey.usages).toEqual(['sign'])
  for (const format of ['pkcs8', 'jwk'] as const) {
    await expect(crypto.subtle.exportKey(format, stored?.privateKey as CryptoKey)).rejects.toThrow(
      /not extractable/,
    )
  }
  expect(await store.load('another-project')).toBeUndefined()
  await store.clear('portico-demo')
  expect(await store.load('portico-demo')).toBeUndefined()
})

test("the frame's proofs verify against the key it stored: method, URL, time, a one-time jti, the token's hash", async () => {
  const key = await newSessionKey()
  await store.save('portico-demo', key)
  const stored = (await store.load('portico-demo')) as CryptoKeyPair
  const url = 'http://127.0.0.1:4000/v1/embedded/auth-share?projectId=portico-demo&st=portico-frame&sv=1'
  const token = 'a-session-token'
  const proofs = [
    await signFrameProof(stored, { method: 'GET', url, token }),
    await signFrameProof(stored, { method: 'GET', url, token }),
  ]
  const thumbprint = await calculateJwkThumbprint(await exportJWK(key.publicKey))
  const jtis = new Set<string>()
  for (const proof of proofs) {
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
    })
    expect(payload).toMatchObject({ htm: 'GET', htu: url, ath: await sha256(token) })
    expect(Math.abs((payload.iat ?? 0) - Date.now() / 1000)).toBeLessThan(5)
    expect(protectedHeader.jwk).not.toHaveProperty('d')
    expect(await calculateJwkThumbprint(protectedHeader.jwk as JWK)).toBe(thumbprint)
    jtis.add(String(payload.jti))
  }
  expect(jtis.size).toBe(2)
  // A login's proof names no token.
  const login = await signFrameProof(stored, { method: 'POST', url })
  expect((await jwtVerify(login, EmbeddedJWK)).payload).not.toHaveProperty('ath')
  expect(decodeProtectedHeader(login).alg).toBe('ES256')
})
