import type { createStore } from 'zustand/vanilla'
import type { ConnectParameters } from '../client/actions/connect'
import type { disconnect } from '../client/actions/disconnect'
import type { closeModal, openModal } from '../client/actions/modal'
import type { refreshBalance } from '../client/actions/refreshBalance'

/**
 * The client's actions the embedded wallet uses, passed in rather than imported: its code loads only when
 * the host turns it on, and importing these would split them out of the first chunk (bench budget).
 */
export type EmbeddedWalletActions = {
  /** The client's connect (SPEC §4), its code loaded as the client loads it. */
  connect: (parameters: ConnectParameters) => Promise<void>
  disconnect: typeof disconnect
  openModal: typeof openModal
  closeModal: typeof closeModal
  refreshBalance: typeof refreshBalance
  /** zustand's, so the embedded wallet's stores share the first chunk's copy. */
  createStore: typeof createStore
}
