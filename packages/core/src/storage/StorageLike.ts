/** The part of the Web Storage API the client uses; window.localStorage fits, and so does a test double. */
export type StorageLike = {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

/** A storage that lives as long as the client: used in Node (SSR) and where localStorage is refused. */
export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/** localStorage when the page has a usable one; reading it can throw (privacy modes, sandboxed frames). */
export function defaultStorage(): StorageLike {
  try {
    const candidate = (globalThis as { localStorage?: StorageLike }).localStorage
    if (candidate) {
      const probe = '@portico/probe'
      candidate.setItem(probe, '1')
      candidate.removeItem(probe)
      return candidate
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage()
}
