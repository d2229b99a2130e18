import { getSdkError } from '@walletconnect/utils'

/** The wallet's user refused a request: answered with WalletConnect's USER_REJECTED (5000, 'User rejected.'). */
export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = getSdkError('USER_REJECTED').code
  constructor() {
    super(getSdkError('USER_REJECTED').message)
  }
}

/** Rethrows the refusal a test wallet words as `refusal` (its prompt said no) as UserRejectedError. */
export function rethrowRefusal(refusal: string) {
  return (error: unknown): never => {
    if (error instanceof Error && error.message === refusal) throw new UserRejectedError()
    throw error
  }
}
