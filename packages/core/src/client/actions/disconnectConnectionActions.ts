import { ALERTS, PorticoError } from '../../errors'
import { activateConnection } from './activateConnection'
import { DisconnectError, disconnect, isSessionWide, signOutIfConfigured } from './disconnect'
import { closeModal } from './modal'
import { setConnections } from './setConnections'

/**
 * What disconnectConnection shares with the first chunk, passed in rather than imported: it loads when
 * one wallet of several is disconnected, and importing these would split them out of the first chunk
 * into extra ones (bench budget).
 */
export const disconnectConnectionActions = {
  ALERTS,
  activateConnection,
  closeModal,
  DisconnectError,
  disconnect,
  isSessionWide,
  PorticoError,
  setConnections,
  signOutIfConfigured,
}

export type DisconnectConnectionActions = typeof disconnectConnectionActions
