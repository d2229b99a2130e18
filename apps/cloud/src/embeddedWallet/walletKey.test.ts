import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { openShare, sealShare } from './sealShare'
import { walletKey } from './walletKey'

const secret = randomBytes(32).toString('base64url')
const owner = { projectId: 'demo', userId: 'user-1' }
const share = randomBytes(27)

test('one secret gives one key on every instance; each kind of share has its own', () => {
  const here = walletKey({ walletKeySecret: secret })
  const there = walletKey({ walletKeySecret: secret })
  expect(there.id).toBe(here.id)
  expect(there.forKind('auth')).toEqual(here.forKind('auth'))
  expect(here.forKind('auth')).not.toEqual(here.forKind('recovery'))
  // The id names the key without being it.
  expect(Buffer.from(here.id, 'base64url')).not.toEqual(here.forKind('auth').subarray(0, 12))
})

test('the session signing key stands in for a missing wallet key; with neither, each start differs', () => {
  const fromSession = walletKey({ sessionSigningKey: 'pem text' })
  expect(walletKey({ sessionSigningKey: 'pem text' }).id).toBe(fromSession.id)
  expect(walletKey({ walletKeySecret: secret, sessionSigningKey: 'pem text' }).id).not.toBe(fromSession.id)
  expect(walletKey({}).id).not.toBe(walletKey({}).id)
})

test('a short wallet key secret is refused', () => {
  expect(() => walletKey({ walletKeySecret: 'too short' })).toThrow('at least 32 characters')
})

test('a sealed share opens only with its key, kind and owner, and only unchanged', () => {
  const key = walletKey({ walletKeySecret: secret })
  const sealed = sealShare(key, 'auth', owner, share)
  expect(openShare(key, 'auth', owner, sealed)).toEqual(share)
  expect(sealShare(key, 'auth', owner, share)).not.toBe(sealed)
  expect(() => openShare(walletKey({}), 'auth', owner, sealed)).toThrow()
  expect(() => openShare(key, 'recovery', owner, sealed)).toThrow()
  expect(() => openShare(key, 'auth', { ...owner, userId: 'user-2' }, sealed)).toThrow()
  expect(() => openShare(key, 'auth', { ...owner, projectId: 'other' }, sealed)).toThrow()
  const bytes = Buffer.from(sealed, 'base64url')
  bytes[20] = (bytes[20] ?? 0) ^ 1
  expect(() => openShare(key, 'auth', owner, bytes.toString('base64url'))).toThrow()
})
