import type { SiwxSession } from '@portico/core'
import { DEFAULT_STORAGE_KEY } from '../constants'
import { memoryStorage } from './memoryStorage'
import type { SiwxStorage } from './SiwxStorage'
import { sessionMatches } from './sessionMatches'

/** The part of the Web Storage API this storage uses; localStorage, sessionStorage or a test's own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type LocalSiwxStorageParameters = {
  /** The item that holds the sessions; default '@portico/siwxSessions'. */
  key?: string
  /** Default: the page's localStorage, looked up on first use (never at import), else memory. */
  storage?: StorageLike
}

/** The page's localStorage, or undefined where there is none or it may not be read. */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // A sandboxed frame may throw on access to localStorage.
    return undefined
  }
}

function isSession(value: unknown): value is SiwxSession {
  const session = value as SiwxSession | null
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.message === 'string' &&
    typeof session.signature === 'string' &&
    typeof session.data?.chainId === 'string' &&
    typeof session.data?.accountAddress === 'string'
  )
}

/** Sign-in sessions as JSON under one key of localStorage (or the storage given); SSR-safe. */
export function localSiwxStorage({
  key = DEFAULT_STORAGE_KEY,
  storage,
}: LocalSiwxStorageParameters = {}): SiwxStorage {
  let resolved = storage
  const target = () => {
    resolved ??= browserStorage() ?? memoryStorage()
    return resolved
  }
  const read = (): SiwxSession[] => {
    try {
      const parsed: unknown = JSON.parse(target().getItem(key) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isSession) : []
    } catch {
      // Unreadable JSON is a storage someone else wrote over: treat it as empty.
      return []
    }
  }
  const write = (sessions: SiwxSession[]) => {
    if (sessions.length === 0) target().removeItem(key)
    else target().setItem(key, JSON.stringify(sessions))
  }
  return {
    add: async (session) => write([...read(), session]),
    get: async (chainId, address) => read().filter((session) => sessionMatches(session, chainId, address)),
    set: async (sessions) => write([...sessions]),
    delete: async (chainId, address) =>
      write(read().filter((session) => !sessionMatches(session, chainId, address))),
  }
}
