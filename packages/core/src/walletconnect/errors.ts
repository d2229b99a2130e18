import { WALLET_ERROR_USER_REJECTED } from '../constants'
import { CONNECTION_REJECTED, MODAL_CLOSED, WALLET_CONNECT_CONNECTOR_NOT_FOUND } from '../errors/messages'
import { PorticoError, type PorticoErrorOptions } from '../errors/PorticoError'

/** SPEC §8: 'Connection rejected' — the wallet refused the session proposal. */
export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError'
  // EIP-1193's refusal code, so isUserRejection recognises this error.
  readonly code = WALLET_ERROR_USER_REJECTED
  constructor(options: PorticoErrorOptions = {}) {
    super(CONNECTION_REJECTED, options)
  }
}

/** SPEC §8: 'WalletConnectConnector not found' — a WalletConnect call with no connector configured. */
export class WalletConnectConnectorNotFoundError extends PorticoError {
  override name = 'WalletConnectConnectorNotFoundError'
  readonly code = 'WALLET_CONNECT_CONNECTOR_NOT_FOUND'
  constructor(options: PorticoErrorOptions = {}) {
    super(WALLET_CONNECT_CONNECTOR_NOT_FOUND, options)
  }
}

/** SPEC §4: a renewed pairing replaces the open offer; the call that made the old one ends with this. */
export const PAIRING_REPLACED = 'The pairing was replaced by a new one'

export class PairingReplacedError extends PorticoError {
  override name = 'PairingReplacedError'
  readonly code = 'PAIRING_REPLACED'
  constructor() {
    super(PAIRING_REPLACED)
  }
}

/** SPEC §8: 'Modal closed' — the modal closed while its pairing was on offer, so the offer ends with it. */
export class PairingCancelledError extends PorticoError {
  override name = 'PairingCancelledError'
  readonly code = 'PAIRING_CANCELLED'
  constructor() {
    super(MODAL_CLOSED)
  }
}

/** A read sent to a chain's RPC through the session's rpcMap failed (wording Portico's own). */
export const RPC_READ_FAILED = 'RPC request failed'

export class RpcReadError extends PorticoError {
  override name = 'RpcReadError'
  /** The JSON-RPC error code, when the node gave one. */
  readonly code: number | undefined
  constructor(method: string, reason: string, code?: number) {
    super(RPC_READ_FAILED, { details: `${method}: ${reason}` })
    this.code = code
  }
}

// WalletConnect's USER_REJECTED, USER_REJECTED_CHAINS, USER_REJECTED_METHODS, USER_REJECTED_EVENTS, and EIP-1193's 4001.
const REJECTION_CODES = new Set([5000, 5001, 5002, 5003, WALLET_ERROR_USER_REJECTED])

/** True when a WalletConnect error says the wallet's user declined. */
export function isWalletConnectRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code } = error as { code?: unknown }
  return typeof code === 'number' && REJECTION_CODES.has(code)
}

/** Portico's own: no pairing link came from the relay in time, so it is taken to be unreachable. */
export const RELAY_UNREACHABLE = "Can't reach the WalletConnect relay"

export class RelayUnreachableError extends PorticoError {
  override name = 'RelayUnreachableError'
  readonly code = 'RELAY_UNREACHABLE'
  constructor(options: PorticoErrorOptions = {}) {
    super(RELAY_UNREACHABLE, options)
  }
}
