import { afterEach, beforeEach, expect, test } from 'vitest'
import { type DeviceShareStore, openDeviceShareStore, type StoredDeviceShare } from './deviceShareStore'
import { DEVICE_SHARE_STORE, openDeviceShareDatabase, requestResult } from './indexedDb'

// Runs in Debian's Chromium: real IndexedDB, real WebCrypto, what the secure frame has.
let databaseName: string
let store: DeviceShareStore

beforeEach(async () => {
  databaseName = `device-shares-${crypto.randomUUID()}`
  store = await openDeviceShareStore(databaseName)
})

afterEach(async () => {
  store.close()
  await requestResult(indexedDB.deleteDatabase(databaseName))
})

/** What a script of the frame's origin reads when it opens the database itself. */
async function rawRecords(): Promise<Map<string, StoredDeviceShare>> {
  const database = await openDeviceShareDatabase(databaseName)
  const transaction = database.transaction(DEVICE_SHARE_STORE, 'readonly')
  const keys = await requestResult(transaction.objectStore(DEVICE_SHARE_STORE).getAllKeys())
  const values = await requestResult(transaction.objectStore(DEVICE_SHARE_STORE).getAll())
  database.close()
  return new Map(keys.map((key, index) => [String(key), values[index] as StoredDeviceShare]))
}

/** Whether `needle` appears anywhere inside `haystack`, at any offset. */
function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let index = 0; index < needle.length; index++) {
      if (haystack[start + index] !== needle[index]) continue outer
    }
    return true
  }
  return false
}

const share = () => crypto.getRandomValues(new Uint8Array(27))

test('a saved share loads back; another slot has none', async () => {
  const saved = share()
  await store.save('project:user-1', saved)
  expect(await store.load('project:user-1')).toEqual(saved)
  expect(await store.load('project:user-2')).toBeUndefined()
})

test('the key kept beside the share cannot be exported, in any format', async () => {
  await store.save('project:user-1', share())
  const record = (await rawRecords()).get('project:user-1')
  expect(record?.key).toBeInstanceOf(CryptoKey)
  expect(record?.key.extractable).toBe(false)
  expect(record?.key.usages.sort()).toEqual(['decrypt', 'encrypt'])
  for (const format of ['raw', 'jwk'] as const) {
    await expect(crypto.subtle.exportKey(format, record?.key as CryptoKey)).rejects.toThrow(/not extractable/)
  }
})

test('the share is never in the database in plaintext; each save seals it anew', async () => {
  const saved = share()
  await store.save('project:user-1', saved)
  const first = (await rawRecords()).get('project:user-1')
  if (!first) throw new Error('no record')
  const stored = new Uint8Array([...first.iv, ...new Uint8Array(first.ciphertext)])
  // Any 8 bytes of the share in a row would be a leak, not only the whole of it.
  for (let offset = 0; offset + 8 <= saved.length; offset++) {
    expect(containsBytes(stored, saved.subarray(offset, offset + 8))).toBe(false)
  }
  await store.save('project:user-1', saved)
  const second = (await rawRecords()).get('project:user-1')
  expect(new Uint8Array(second?.ciphertext ?? new ArrayBuffer(0))).not.toEqual(
    new Uint8Array(first.ciphertext),
  )
})

test("a record copied into another user's slot does not open there", async () => {
  await store.save('project:user-1', share())
  const record = (await rawRecords()).get('project:user-1')
  const database = await openDeviceShareDatabase(databaseName)
  const transaction = database.transaction(DEVICE_SHARE_STORE, 'readwrite')
  await requestResult(transaction.objectStore(DEVICE_SHARE_STORE).put(record, 'project:user-2'))
  database.close()
  await expect(store.load('project:user-2')).rejects.toThrow()
})

test('clear removes the sealed share and its key', async () => {
  await store.save('project:user-1', share())
  await store.save('project:user-2', share())
  await store.clear('project:user-1')
  expect(await store.load('project:user-1')).toBeUndefined()
  expect([...(await rawRecords()).keys()]).toEqual(['project:user-2'])
})
