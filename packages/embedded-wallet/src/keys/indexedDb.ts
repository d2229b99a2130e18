/** The frame's database and its one store of device shares (IndexedDB of the secure origin). */
export const DEVICE_SHARE_DATABASE = 'portico-embedded-wallet'
export const DEVICE_SHARE_STORE = 'device-shares'
/** Beside the device shares: the non-extractable key each project's session is bound to (frame/sessionKeyStore.ts). */
export const SESSION_KEY_STORE = 'session-keys'
/** Version 2 added the session keys' store; a version 1 database keeps its device shares. */
const DATABASE_VERSION = 2

/** A request's result as a promise (IndexedDB predates them). */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

export function openDeviceShareDatabase(name = DEVICE_SHARE_DATABASE): Promise<IDBDatabase> {
  const request = indexedDB.open(name, DATABASE_VERSION)
  request.onupgradeneeded = () => {
    for (const store of [DEVICE_SHARE_STORE, SESSION_KEY_STORE])
      if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store)
  }
  return requestResult(request)
}

/** Runs one request on `storeName` in its own transaction and waits for the transaction to commit. */
export async function withStore<T>(
  database: IDBDatabase,
  storeName: string,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const transaction = database.transaction(storeName, mode)
  const result = requestResult(run(transaction.objectStore(storeName)))
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
  return result
}

/** withStore on the device shares' store. */
export function withDeviceShareStore<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return withStore(database, DEVICE_SHARE_STORE, mode, run)
}
