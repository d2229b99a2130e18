import { expect, test } from 'vitest'
import { memoryStorage } from './memoryStores'
import { createPendingSocialLoginStore, frameSessionStorage } from './pendingSocialLoginStore'

const verifier = 'a'.repeat(43)

test('an attempt saved is read back until cleared', () => {
  const storage = memoryStorage()
  const store = createPendingSocialLoginStore(storage)
  expect(store.load()).toBeUndefined()
  store.save({ bindingVerifier: verifier, expiresAt: 1_000 })
  expect(createPendingSocialLoginStore(storage).load()).toEqual({
    bindingVerifier: verifier,
    expiresAt: 1_000,
  })
  store.clear()
  expect(store.load()).toBeUndefined()
  expect(storage.length).toBe(0)
})

test('an altered or malformed entry reads as no attempt', () => {
  const storage = memoryStorage()
  const store = createPendingSocialLoginStore(storage)
  for (const text of [
    'not json',
    'null',
    JSON.stringify({ bindingVerifier: 'short', expiresAt: 1 }),
    JSON.stringify({ bindingVerifier: `${verifier}!`, expiresAt: 1 }),
    JSON.stringify({ bindingVerifier: verifier, expiresAt: 'soon' }),
  ]) {
    storage.setItem('portico-social-login-pending', text)
    expect(store.load()).toBeUndefined()
  }
})

test('without a storage (Node, or a browser that denies the frame its storage) nothing is kept', () => {
  expect(frameSessionStorage()).toBeUndefined()
  const store = createPendingSocialLoginStore(undefined)
  store.save({ bindingVerifier: verifier, expiresAt: 1 })
  expect(store.load()).toBeUndefined()
})
