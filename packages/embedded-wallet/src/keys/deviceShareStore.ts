import { openDeviceShareDatabase, withDeviceShareStore } from './indexedDb'

/** What IndexedDB holds per user: the sealed share and the key that opens it, a key script cannot export. */
export type StoredDeviceShare = { key: CryptoKey; iv: Uint8Array<ArrayBuffer>; ciphertext: ArrayBuffer }

const AES_GCM_IV_BYTES = 12
const encoder = new TextEncoder()

/**
 * The device share in the secure origin's IndexedDB, sealed with AES-GCM under a non-extractable
 * WebCrypto key kept beside it (structured clone keeps a CryptoKey opaque): reading the database's
 * bytes off the disk gives no share, and no script, even the frame's own, can export the key.
 * `slot` names the user (project and user id): a record moved to another slot does not open.
 */
export type DeviceShareStore = {
  save(slot: string, share: Uint8Array): Promise<void>
  load(slot: string): Promise<Uint8Array | undefined>
  clear(slot: string): Promise<void>
  close(): void
}

export async function openDeviceShareStore(databaseName?: string): Promise<DeviceShareStore> {
  const database = await openDeviceShareDatabase(databaseName)
  return {
    async save(slot, share) {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES))
      const ciphertext = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(slot) },
        key,
        new Uint8Array(share),
      )
      const record: StoredDeviceShare = { key, iv, ciphertext }
      await withDeviceShareStore(database, 'readwrite', (store) => store.put(record, slot))
    },
    async load(slot) {
      const record = await withDeviceShareStore<StoredDeviceShare | undefined>(
        database,
        'readonly',
        (store) => store.get(slot),
      )
      if (!record) return undefined
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: record.iv, additionalData: encoder.encode(slot) },
        record.key,
        record.ciphertext,
      )
      return new Uint8Array(plain)
    },
    async clear(slot) {
      await withDeviceShareStore(database, 'readwrite', (store) => store.delete(slot))
    },
    close: () => database.close(),
  }
}
