import type { createStore } from 'zustand/vanilla'
import type { ConnectParameters } from '../client/actions/connect'
import type { DisconnectParameters } from '../client/actions/disconnect'
import type { DisconnectConnectionParameters } from '../client/actions/disconnectConnection'
import type { OpenModalParameters } from '../client/actions/modal'
import type { RefreshBalanceReturnType } from '../client/actions/refreshBalance'
import type { ChainNamespace } from '../namespaces'

/**
 * The client's actions the embedded wallet uses, passed in rather than imported: its code loads only when
 * the host turns it on, and importing these would split them out of the first chunk (bench budget).
 * Declared, not picked from the client's type, which would tie this module to the client's factory.
 */
export interface EmbeddedWalletActions {
  connect: (parameters: ConnectParameters) => Promise<void>
  disconnect: (parameters?: DisconnectParameters | DisconnectConnectionParameters) => Promise<void>
  open: (parameters?: OpenModalParameters) => void
  close: () => boolean
  refreshBalance: (namespace?: ChainNamespace) => Promise<RefreshBalanceReturnType>
  /** zustand's, so the host's bundler keeps zustand in the first chunk rather than splitting it out. */
  createStore: typeof createStore
}
