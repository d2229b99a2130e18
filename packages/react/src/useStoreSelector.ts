import { useRef, useSyncExternalStore } from 'react'

/** True when two selections hold the same values, so a render is not repeated for an equal object. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

type Cache<S, T> = { state: S; value: T } | undefined

function memoSelect<S, T>(cache: { current: Cache<S, T> }, state: S, selector: (state: S) => T): T {
  const previous = cache.current
  if (previous && previous.state === state) return previous.value
  const value = selector(state)
  if (previous && shallowEqual(previous.value, value)) {
    cache.current = { state, value: previous.value }
    return previous.value
  }
  cache.current = { state, value }
  return value
}

/** What the hooks need of one of core's stores. */
export type ReadableStore<S> = {
  getState: () => S
  getInitialState: () => S
  subscribe: (listener: () => void) => () => void
}

/**
 * A store selection through useSyncExternalStore. The server snapshot is the store's initial state,
 * so the server's HTML and the client's first render agree; stored connections arrive after hydration.
 */
export function useStoreSelector<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const clientCache = useRef<Cache<S, T>>(undefined)
  const serverCache = useRef<Cache<S, T>>(undefined)
  return useSyncExternalStore(
    store.subscribe,
    () => memoSelect(clientCache, store.getState(), selector),
    () => memoSelect(serverCache, store.getInitialState(), selector),
  )
}
