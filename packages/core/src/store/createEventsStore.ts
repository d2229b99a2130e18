import { createStore } from 'zustand/vanilla'

/** Events the client records for the host and for analytics (SPEC §1, §4, §8). */
export type PorticoEventName =
  | 'INITIALIZE'
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'REGISTER_ACCOUNT_NAME_INITIATED'
  | 'REGISTER_ACCOUNT_NAME_SUCCESS'
  | 'REGISTER_ACCOUNT_NAME_ERROR'

export type PorticoEvent = {
  timestamp: number
  name: PorticoEventName
  properties?: Record<string, unknown>
}

export type EventsState = {
  /** The most recent event; subscribers see each one as it is recorded. */
  last: PorticoEvent | undefined
  record: (name: PorticoEventName, properties?: Record<string, unknown>) => void
}

export function createEventsStore(now: () => number = Date.now) {
  return createStore<EventsState>()((set) => ({
    last: undefined,
    record: (name, properties) =>
      set({ last: { timestamp: now(), name, ...(properties ? { properties } : {}) } }),
  }))
}

export type EventsStore = ReturnType<typeof createEventsStore>
