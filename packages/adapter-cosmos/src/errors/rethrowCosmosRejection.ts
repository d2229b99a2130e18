import { isUserRejection, UserRejectedRequestError } from '@portico/core'

// Keplr and Leap refuse with an Error reading "Request rejected", which core's wording check does not cover.
const KEPLR_REJECTION = /request rejected/i

/** Whether a Keplr-like wallet's error is the visitor saying no. */
export function isCosmosRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  return error instanceof Error && KEPLR_REJECTION.test(error.message)
}

/** Rethrows a refusal as core's UserRejectedRequestError and anything else unchanged (an action's `.catch`). */
export function rethrowCosmosRejection(error: unknown): never {
  if (error instanceof UserRejectedRequestError) throw error
  if (isCosmosRejection(error)) throw new UserRejectedRequestError({ cause: error })
  throw error
}
