import { UserRejectedRequestError } from './classes'
import { isUserRejection } from './isUserRejection'

/** Rethrows a rejection as UserRejectedRequestError and anything else unchanged (an adapter's `.catch`). */
export function rethrowAsUserRejection(error: unknown): never {
  if (error instanceof UserRejectedRequestError) throw error
  if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
  throw error
}
