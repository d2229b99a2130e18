import type { PorticoClient } from '@portico/core'

export type StatusHistory = { get: () => readonly string[]; subscribe: (listener: () => void) => () => void }

/** Every account status the page went through, from before startup (SPEC §4: reconnecting → connected). */
export function recordStatuses(client: PorticoClient): StatusHistory {
  let statuses: readonly string[] = [client.getAccount()?.status ?? 'disconnected']
  const listeners = new Set<() => void>()
  client.subscribeAccount((account) => {
    const status = account?.status ?? 'disconnected'
    if (statuses.at(-1) === status) return
    statuses = [...statuses, status]
    for (const listener of listeners) listener()
  })
  return {
    get: () => statuses,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
