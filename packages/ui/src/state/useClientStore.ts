import { useSyncExternalStore } from 'react'

/** The shape of core's zustand vanilla stores that the UI needs. */
export type ReadableStore<State> = {
  getState: () => State
  subscribe: (listener: () => void) => () => void
}

/**
 * Reads a slice of one of core's stores and re-renders when it changes. Selectors return stored
 * values (not new objects), so snapshots stay stable between renders.
 */
export function useClientStore<State, Slice>(
  store: ReadableStore<State>,
  selector: (state: State) => Slice,
): Slice {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  )
}
