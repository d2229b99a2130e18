/** The frame's database and its one store of device shares (issue 18: IndexedDB of the secure origin). */
export const DEVICE_SHARE_DATABASE = 'portico-embedded-wallet'
export const DEVICE_SHARE_STORE = 'device-shares'

/** A request's result as a promise (IndexedDB predates them). */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

export function openDeviceShareDatabase(name = DEVICE_SHARE_DATABASE): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(DEVICE_SHARE_STORE)
  return requestResult(request)
}

/** Runs one request on the store in its own transaction and waits for the transaction to commit. */
export async function withDeviceShareStore<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const transaction = database.transaction(DEVICE_SHARE_STORE, mode)
  const result = requestResult(run(transaction.objectStore(DEVICE_SHARE_STORE)))
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
  return result
}
