type Listener = (...args: unknown[]) => void

/** The `on` / `removeListener` half of EIP-1193, with no Node APIs so it runs in a page. */
export function createEip1193Emitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0
    },
  }
}

export type Eip1193Emitter = ReturnType<typeof createEip1193Emitter>
