import { isUserRejection, UserRejectedRequestError } from '@portico/core'

// polkadot{.js} answers a refused authorisation 'Rejected' and a cancelled signature 'Cancelled'; SubWallet
// and Talisman word theirs alike; a site the user blocked earlier is 'not allowed to interact'.
const POLKADOT_REJECTION =
  /^(rejected|cancell?ed)\b|rejected by (the )?user|not allowed to interact with this extension/i

/** Whether an extension's error is the visitor saying no. */
export function isPolkadotRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return POLKADOT_REJECTION.test(message)
}

/** Rethrows a refusal as core's UserRejectedRequestError (SPEC §8; core shows 'Connection rejected'), anything else unchanged. */
export function rethrowPolkadotRejection(error: unknown): never {
  if (error instanceof UserRejectedRequestError) throw error
  if (isPolkadotRejection(error)) throw new UserRejectedRequestError({ cause: error })
  throw error
}
