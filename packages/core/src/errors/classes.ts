import { INVALID_CAIP_2_NETWORK_ID, INVALID_CAIP_10_ADDRESS, UNSUPPORTED_CHAIN_NAMESPACE } from './messages'
import { PorticoError } from './PorticoError'

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

// Thrown by core's sub-entries too, so defined beside PorticoError (see there).
export { InvalidChainIdError, InvalidDecimalNumberError, UserRejectedRequestError } from './PorticoError'
