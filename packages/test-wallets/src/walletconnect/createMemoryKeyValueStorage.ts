/**
 * WalletConnect's async key-value storage kept in memory: nothing is written to disk, and a second
 * client over the same object sees what the first stored (a page reload in a test).
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, unknown>()
  return {
    async getKeys(): Promise<string[]> {
      return [...entries.keys()]
    },
    async getEntries<T = unknown>(): Promise<[string, T][]> {
      return [...entries.entries()] as [string, T][]
    },
    async getItem<T = unknown>(key: string): Promise<T | undefined> {
      return entries.get(key) as T | undefined
    },
    async setItem<T = unknown>(key: string, value: T): Promise<void> {
      // Stored as JSON would be, so a reload never shares objects with the client that wrote them.
      entries.set(key, JSON.parse(JSON.stringify(value ?? null)))
    },
    async removeItem(key: string): Promise<void> {
      entries.delete(key)
    },
  }
}

export type MemoryKeyValueStorage = ReturnType<typeof createMemoryKeyValueStorage>
