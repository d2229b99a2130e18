/** An in-memory key-value store for one SDK client, so tests write no files and clients share nothing. */
export function createMemoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T = unknown>() {
      return [...entries.entries()] as [string, T][]
    },
    async getItem<T = unknown>(key: string) {
      return entries.get(key) as T | undefined
    },
    async setItem<T = unknown>(key: string, value: T) {
      entries.set(key, value)
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
  }
}
