// PorticoError and the classes core's sub-entries throw (send, swap, names, embeddedWallet) live here with
// their messages, and messages.ts re-exports those: esbuild then keeps this module in the messages chunk, the
// one chunk of the first load that core's lazy chunks already import, so sharing these classes with the
// sub-entries (one copy per page) splits no new chunk off a host's first load (bench/budgets.json). So this
// module imports nothing (no import circle with messages.ts): 4001 is written out, not taken from constants.ts.

// SPEC §8 (messages.ts re-exports these three with the rest)
export const INVALID_CHAIN_ID = 'Invalid chainId'
export const INVALID_DECIMAL_NUMBER = 'Number is not a valid decimal number'
// a user rejecting a connect or switch (wording Portico's own)
export const USER_REJECTED_REQUEST = 'User rejected the request'

export interface PorticoErrorOptions {
  /** Extra context appended to the message, e.g. the value that failed. */
  details?: string
  cause?: unknown
}

/**
 * Base of every error Portico throws: a fixed `name` and a short, human `shortMessage`
 * that the UI can show as is; `message` adds the details.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${shortMessage}: ${options.details}` : shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/**
 * SPEC §8's user-rejected error: the visitor refused a connect, switch or signature in the wallet. The
 * adapters throw it; EIP-1193's 4001 stays on it so any code reading the code sees a rejection too.
 */
export class UserRejectedRequestError extends PorticoError {
  override name = 'UserRejectedRequestError' as const
  /** EIP-1193's user-rejected code, WALLET_ERROR_USER_REJECTED (classes.test.ts checks they agree). */
  readonly code = 4001
  constructor(options: { cause?: unknown } = {}) {
    super(USER_REJECTED_REQUEST, options)
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
