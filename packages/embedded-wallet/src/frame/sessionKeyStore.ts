import { openDeviceShareDatabase, SESSION_KEY_STORE, withStore } from '../keys/indexedDb'

/**
 * The key a project's session is bound to: ECDSA P-256 made by WebCrypto with its private half not
 * extractable, so no script, even the frame's own, can read it out; the cloud gets its public half once, at
 * login, and then a fresh proof it signs with every call (frameProof.ts).
 */
export type SessionKey = CryptoKeyPair

export function newSessionKey(): Promise<SessionKey> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
}

/** Each project's session key, by project id. */
export type SessionKeyStore = {
  save(projectId: string, key: SessionKey): Promise<void>
  load(projectId: string): Promise<SessionKey | undefined>
  clear(projectId: string): Promise<void>
  close(): void
}

/** The keys in the secure origin's IndexedDB, next to the device shares (structured clone keeps a CryptoKey opaque). */
export async function openSessionKeyStore(databaseName?: string): Promise<SessionKeyStore> {
  const database = await openDeviceShareDatabase(databaseName)
  return {
    save: async (projectId, key) => {
      await withStore(database, SESSION_KEY_STORE, 'readwrite', (store) => store.put(key, projectId))
    },
    load: (projectId) =>
      withStore<SessionKey | undefined>(database, SESSION_KEY_STORE, 'readonly', (store) =>
        store.get(projectId),
      ),
    clear: async (projectId) => {
      await withStore(database, SESSION_KEY_STORE, 'readwrite', (store) => store.delete(projectId))
    },
    close: () => database.close(),
  }
}

/** For a browser that denies this cross-site frame its storage: the key lives as long as the page (memoryStores.ts). */
export function memorySessionKeyStore(): SessionKeyStore {
  const keys = new Map<string, SessionKey>()
  return {
    save: async (projectId, key) => void keys.set(projectId, key),
    load: async (projectId) => keys.get(projectId),
    clear: async (projectId) => void keys.delete(projectId),
    close: () => undefined,
  }
}
