import { USER_REJECTED_CODE } from '../constants'

export type UserRejectedRequestErrorType = UserRejectedRequestError

/** SPEC §8: the visitor refused in the wallet (EIP-1193 4001); the code is kept so core sees a rejection. */
export class UserRejectedRequestError extends Error {
  override name = 'UserRejectedRequestError' as const
  readonly code = USER_REJECTED_CODE
  readonly shortMessage = 'User rejected the request.'

  constructor(options: { cause?: unknown } = {}) {
    super('User rejected the request.', options)
  }
}

/** Whether a wallet or SDK error is the visitor saying no (EIP-1193 4001, or an SDK's rejection class). */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  // viem and wagmi wrap the wallet's error; walk the causes.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === USER_REJECTED_CODE || name === 'UserRejectedRequestError') return true
    current = cause
  }
  return false
}

/** Rethrows a rejection as UserRejectedRequestError and anything else unchanged. */
export function rethrowAsUserRejection(error: unknown): never {
  if (error instanceof UserRejectedRequestError) throw error
  if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
  throw error
}
