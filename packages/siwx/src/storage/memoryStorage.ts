import type { StorageLike } from './localSiwxStorage'

/** A Web Storage stand-in in memory, for a server with no storage given, and for tests (which read `items`). */
export function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
