import type { DeviceShareStore } from '../keys/index'

/**
 * Stand-ins for a browser that denies this cross-site frame its storage (third-party storage blocked):
 * the wallet still works for this page's life, and a reload is a new device (a fresh login recovers it).
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

export function memoryDeviceShareStore(): DeviceShareStore {
  const shares = new Map<string, Uint8Array>()
  return {
    save: async (slot, share) => void shares.set(slot, share.slice()),
    load: async (slot) => shares.get(slot)?.slice(),
    clear: async (slot) => void shares.delete(slot),
    close: () => undefined,
  }
}
