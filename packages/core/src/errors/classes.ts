import { WALLET_ERROR_USER_REJECTED } from '../constants'
import {
  INVALID_CAIP_2_NETWORK_ID,
  INVALID_CAIP_10_ADDRESS,
  INVALID_CHAIN_ID,
  INVALID_DECIMAL_NUMBER,
  UNSUPPORTED_CHAIN_NAMESPACE,
  USER_REJECTED_REQUEST,
} from './messages'
import { PorticoError } from './PorticoError'

/**
 * SPEC §8's user-rejected error: the visitor refused a connect, switch or signature in the wallet. The
 * adapters throw it; EIP-1193's 4001 stays on it so any code reading the code sees a rejection too.
 */
export class UserRejectedRequestError extends PorticoError {
  override name = 'UserRejectedRequestError' as const
  readonly code = WALLET_ERROR_USER_REJECTED
  constructor(options: { cause?: unknown } = {}) {
    super(USER_REJECTED_REQUEST, options)
  }
}

/** SPEC §8: 'Invalid CAIP-10 address'. */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  readonly code = 'INVALID_CAIP_ADDRESS'
  constructor(value: string) {
    super(INVALID_CAIP_10_ADDRESS, { details: JSON.stringify(value) })
  }
}

/** SPEC §8: 'Invalid CAIP-2 network id'. */
export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError'
  readonly code = 'INVALID_CAIP_NETWORK_ID'
  constructor(value: string) {
    super(INVALID_CAIP_2_NETWORK_ID, { details: JSON.stringify(value) })
  }
}

/** SPEC §8: 'Invalid chainId' (coin type of a chain id at or above 0x80000000). */
export class InvalidChainIdError extends PorticoError {
  override name = 'InvalidChainIdError'
  readonly code = 'INVALID_CHAIN_ID'
  constructor(chainId: number) {
    super(INVALID_CHAIN_ID, { details: String(chainId) })
  }
}

/** SPEC §8: 'Number is not a valid decimal number'. */
export class InvalidDecimalNumberError extends PorticoError {
  override name = 'InvalidDecimalNumberError'
  readonly code = 'INVALID_DECIMAL_NUMBER'
  constructor(value: string) {
    super(INVALID_DECIMAL_NUMBER, { details: JSON.stringify(value) })
  }
}

/** SPEC §8: 'Unsupported chain namespace'. */
export class UnsupportedChainNamespaceError extends PorticoError {
  override name = 'UnsupportedChainNamespaceError'
  readonly code = 'UNSUPPORTED_CHAIN_NAMESPACE'
  constructor(namespace: string) {
    super(UNSUPPORTED_CHAIN_NAMESPACE, { details: JSON.stringify(namespace) })
  }
}

/** SPEC §5: a wallet_sendCalls entry with a bad `to` or `data`; names the entry's index. */
export class InvalidSendCallError extends PorticoError {
  override name = 'InvalidSendCallError'
  readonly code = 'INVALID_SEND_CALL'
  readonly index: number
  constructor(index: number, reason: string) {
    super('Invalid send call', { details: `call ${index}: ${reason}` })
    this.index = index
  }
}

/** A network definition that cannot be used (bad namespace, id, name or currency). */
export class InvalidNetworkError extends PorticoError {
  override name = 'InvalidNetworkError'
  readonly code = 'INVALID_NETWORK'
  constructor(reason: string) {
    super('Invalid network', { details: reason })
  }
}
