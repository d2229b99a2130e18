import type { AlertMessage } from '../errors/alerts'
import { SOMETHING_WENT_WRONG } from '../errors/messages'

/**
 * The text a person reads for a failure: a Portico error's short message, else the error's own. Read by
 * shape: the bridge's errors extend the PorticoError of core's entry, this chunk has a copy of its own.
 */
export function readableError(error: unknown): string {
  const { shortMessage } = (error ?? {}) as { shortMessage?: unknown }
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  if (error instanceof Error && error.message) return error.message
  return SOMETHING_WENT_WRONG
}

/** The SPEC §8 alert a bridge error carries (frame not loaded, request timed out), if any. */
export function alertOf(error: unknown): AlertMessage | undefined {
  const alert = (error as { alert?: AlertMessage } | undefined)?.alert
  return alert && typeof alert.shortMessage === 'string' ? alert : undefined
}
