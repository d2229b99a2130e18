import type { SiwxSession } from '@portico/core'
import { afterEach, expect, test, vi } from 'vitest'
import { localSiwxStorage } from './localSiwxStorage'
import { memoryStorage } from './memoryStorage'

afterEach(() => {
  vi.unstubAllGlobals()
})

function session(chainId: string, accountAddress: string, signature = '0x01'): SiwxSession {
  const data = {
    chainId,
    accountAddress,
    domain: 'a.com',
    uri: 'https://a.com',
    version: '1',
    nonce: '12345678',
  }
  return { data, message: `message of ${accountAddress}`, signature }
}

const EVM = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const SOLANA = 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'

test("keeps sessions as JSON under '@portico/siwxSessions', per network and account", async () => {
  const storage = memoryStorage()
  const sessions = localSiwxStorage({ storage })
  await sessions.add(session('eip155:1', EVM))
  await sessions.add(session('eip155:10', EVM))
  await sessions.add(session('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA))
  expect(JSON.parse(storage.items.get('@portico/siwxSessions') ?? '[]')).toHaveLength(3)
  // EVM addresses match in any case; base58 ones exactly.
  expect(await sessions.get('eip155:1', EVM.toLowerCase())).toEqual([session('eip155:1', EVM)])
  expect(await sessions.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA.toLowerCase())).toEqual([])
  await sessions.delete('eip155:1', EVM)
  expect(await sessions.get('eip155:1', EVM)).toEqual([])
  expect(await sessions.get('eip155:10', EVM)).toHaveLength(1)
  await sessions.set([])
  expect(storage.items.has('@portico/siwxSessions')).toBe(false)
})

test('takes another key, and reads unreadable or foreign JSON as no sessions', async () => {
  const storage = memoryStorage()
  const sessions = localSiwxStorage({ key: 'my.sessions', storage })
  await sessions.add(session('eip155:1', EVM))
  expect([...storage.items.keys()]).toEqual(['my.sessions'])
  storage.items.set('my.sessions', '{not json')
  expect(await sessions.get('eip155:1', EVM)).toEqual([])
  storage.items.set('my.sessions', JSON.stringify([{ hello: 'world' }, session('eip155:1', EVM)]))
  expect(await sessions.get('eip155:1', EVM)).toHaveLength(1)
})

test("uses the page's localStorage, looked up on first use and not before", async () => {
  const pageStorage = memoryStorage()
  const getItem = vi.spyOn(pageStorage, 'getItem')
  const sessions = localSiwxStorage()
  vi.stubGlobal('localStorage', pageStorage)
  expect(getItem).not.toHaveBeenCalled()
  await sessions.add(session('eip155:1', EVM))
  expect(pageStorage.items.get('@portico/siwxSessions')).toContain(EVM)
})

test('on a server, with no storage given, keeps sessions in memory', async () => {
  expect(typeof localStorage).toBe('undefined')
  const sessions = localSiwxStorage()
  await sessions.add(session('eip155:1', EVM))
  expect(await sessions.get('eip155:1', EVM)).toHaveLength(1)
  expect(await localSiwxStorage().get('eip155:1', EVM)).toEqual([])
})
