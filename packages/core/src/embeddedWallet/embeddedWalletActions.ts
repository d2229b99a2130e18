import type { createStore } from 'zustand/vanilla'
import type { PorticoClient } from '../client/createPortico'

/**
 * The client's actions the embedded wallet uses, passed in rather than imported: its code loads only when
 * the host turns it on, and importing these would split them out of the first chunk (bench budget).
 */
export type EmbeddedWalletActions = Pick<
  PorticoClient,
  'connect' | 'disconnect' | 'open' | 'close' | 'refreshBalance'
> & {
  /** zustand's, so the host's bundler keeps zustand in the first chunk rather than splitting it out. */
  createStore: typeof createStore
}
