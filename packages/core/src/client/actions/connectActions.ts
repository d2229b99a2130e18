import { ALERTS, isUserRejection, PorticoError } from '../../errors'
import { CHAIN_NAMESPACES } from '../../namespaces'
import { findConnector } from '../../store/createConnectorsStore'
import {
  PairingCancelledError,
  PairingReplacedError,
  RELAY_UNREACHABLE,
  RelayUnreachableError,
} from '../../walletconnect/errors'
import { applyConnection } from './applyConnection'
import { ConnectError } from './connectError'
import { disconnect } from './disconnect'
import { defaultNetworkFor } from './networkForChainId'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'

/**
 * What connect shares with the first chunk, passed in rather than imported: connect loads after the
 * first chunk, and importing these would split them out of it into extra ones (bench budget).
 */
export const connectActions = {
  ALERTS,
  applyConnection,
  CHAIN_NAMESPACES,
  ConnectError,
  defaultNetworkFor,
  disconnect,
  findConnector,
  isUserRejection,
  PairingCancelledError,
  PairingReplacedError,
  PorticoError,
  RELAY_UNREACHABLE,
  RelayUnreachableError,
  requestSignInIfNeeded,
}

export type ConnectActions = typeof connectActions
