import type { createStore } from 'zustand/vanilla'
import type { RequestDetails } from './describeRequest'
import type { EmbeddedWalletNamespace } from './types'

/** SPEC §4's ApproveTransaction: one unsafe request of the embedded wallet, waiting on the person in the secure frame. */
export type PendingRequest = {
  id: number
  namespace: EmbeddedWalletNamespace
  method: string
  /** The network it is asked on (CAIP-2 id and name), as the view names it. */
  network: { caipNetworkId: string; name: string } | undefined
  /** What the host asked, for the host's own use: the person approves what the frame reads from the request itself. */
  details: RequestDetails
}

export type PendingRequestState = {
  /** In the order they were asked; the view shows the first. */
  requests: PendingRequest[]
  set: (requests: PendingRequest[]) => void
}

/** `makeStore` is zustand's createStore, passed in by the client (its lazy code bundles no second copy). */
export function createPendingRequestStore(makeStore: typeof createStore) {
  return makeStore<PendingRequestState>()((set) => ({
    requests: [],
    set: (requests) => set({ requests }),
  }))
}

export type PendingRequestStore = ReturnType<typeof createPendingRequestStore>

/** The request the ApproveTransaction view shows, if any. */
export const selectPendingRequest = (state: PendingRequestState): PendingRequest | undefined =>
  state.requests[0]
