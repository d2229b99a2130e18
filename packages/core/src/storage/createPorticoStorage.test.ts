import { describe, expect, test } from 'vitest'
import { createPorticoStorage, STORAGE_PREFIX } from './createPorticoStorage'
import { createMemoryStorage, type StorageLike } from './StorageLike'

function setup() {
  const backing = createMemoryStorage()
  return { backing, storage: createPorticoStorage(backing) }
}

describe('createPorticoStorage', () => {
  test('keeps every key under the @portico/ prefix as JSON', () => {
    const { backing, storage } = setup()
    storage.set('recentWallets', [{ id: 'metamask', name: 'MetaMask' }])
    expect(STORAGE_PREFIX).toBe('@portico/')
    expect(backing.getItem('@portico/recentWallets')).toBe('[{"id":"metamask","name":"MetaMask"}]')
    expect(storage.get('recentWallets')).toEqual([{ id: 'metamask', name: 'MetaMask' }])
  })

  test('a missing key reads as undefined', () => {
    expect(setup().storage.get('email')).toBeUndefined()
  })

  test.each([
    ['corrupted JSON', 'recentWallets', '[{"id":'],
    ['a wrong shape', 'recentWallets', '{"id":"x"}'],
    ['a number where a string belongs', 'email', '42'],
    ['an unknown namespace', 'activeNamespace', '"tron"'],
    [
      'an invalid stored connection status',
      'connectedConnectors',
      '{"eip155":{"connectorId":"io.metamask","status":"paused"}}',
    ],
    ['a key that is not a namespace', 'connections', '{"evm":[]}'],
    ['a cache entry without timestamp', 'balanceCache', '{"eip155:1:0xabc":{"value":{}}}'],
  ] as const)('drops %s instead of crashing', (_, key, raw) => {
    const { backing, storage } = setup()
    backing.setItem(`@portico/${key}`, raw)
    expect(storage.get(key)).toBeUndefined()
    expect(backing.getItem(`@portico/${key}`)).toBeNull()
  })

  test('accepts each valid stored connection status', () => {
    const { storage } = setup()
    for (const status of ['active', 'connected', 'disconnected'] as const) {
      storage.set('connectedConnectors', { eip155: { connectorId: 'io.metamask', status } })
      expect(storage.get('connectedConnectors')).toEqual({ eip155: { connectorId: 'io.metamask', status } })
    }
  })

  test('a storage that throws on every call degrades to nothing stored', () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createPorticoStorage(hostile)
    expect(() => storage.set('email', 'a@b.co')).not.toThrow()
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.remove('email')).not.toThrow()
  })

  test('a cache entry is served until its lifetime ends', () => {
    const { storage } = setup()
    storage.setCached('identityCache', '0xabc', { name: 'alice.reown.id' }, 1_000)
    expect(storage.getCached('identityCache', '0xabc', 300_000, 1_000 + 299_999)).toEqual({
      name: 'alice.reown.id',
    })
    expect(storage.getCached('identityCache', '0xabc', 300_000, 1_000 + 300_000)).toBeUndefined()
    expect(storage.getCached('identityCache', '0xdef', 300_000, 1_000)).toBeUndefined()
  })
})
