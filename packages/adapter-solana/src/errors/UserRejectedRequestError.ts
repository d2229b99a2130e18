import { USER_REJECTED_REQUEST } from '@portico/core'
import { USER_REJECTED_CODE } from '../constants'

export type UserRejectedRequestErrorType = UserRejectedRequestError

/** SPEC §8: the visitor refused in the wallet; the 4001 code is kept so core sees a rejection. */
export class UserRejectedRequestError extends Error {
  override name = 'UserRejectedRequestError' as const
  readonly code = USER_REJECTED_CODE
  readonly shortMessage = USER_REJECTED_REQUEST

  constructor(options: { cause?: unknown } = {}) {
    super(USER_REJECTED_REQUEST, options)
  }
}

// Wallet adapters name their refusals (WalletSignMessageError with "User rejected the request").
const REJECTION_TEXT = /user rejected|rejected the request|user denied|user cancel/i

/** Whether a wallet's error is the visitor saying no: code 4001, a rejection class, or its wording. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, name, message, cause, error: inner } = current as Record<string, unknown>
    if (code === USER_REJECTED_CODE || name === 'UserRejectedRequestError') return true
    if (typeof message === 'string' && REJECTION_TEXT.test(message)) return true
    current = cause ?? inner
  }
  return false
}

/** Rethrows a rejection as UserRejectedRequestError and anything else unchanged. */
export function rethrowAsUserRejection(error: unknown): never {
  if (error instanceof UserRejectedRequestError) throw error
  if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
  throw error
}
