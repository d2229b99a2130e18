import {
  NO_EMAIL_CODE_REQUESTED,
  NO_EMAIL_UPDATE_REQUESTED,
  NO_WALLET_EXPORT_REQUESTED,
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
  REQUEST_WAS_ABORTED,
} from '../errors/messages'
import { alertOf, readableError } from './readableError'

// The frame's answers that end the wait at once, with nothing for the person to correct: another wait took
// over, or the frame has no login, change or export waiting for a code.
const WAIT_ENDED: ReadonlySet<string> = new Set([
  REQUEST_WAS_ABORTED,
  NO_EMAIL_CODE_REQUESTED,
  NO_EMAIL_UPDATE_REQUESTED,
  NO_WALLET_EXPORT_REQUESTED,
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
])

/**
 * Waits for a code the person types in the secure frame's own field (the page never holds it). Each refusal
 * (a wrong or expired code) goes to `onRefused`, for the view to show, and the frame asks again with the
 * digits kept; resolves with the frame's answer to the accepted code, or undefined once the wait ended.
 */
export async function awaitCodeInFrame<answer>({
  ask,
  onRefused,
  stillWanted,
}: {
  ask: () => Promise<answer>
  onRefused: (error: unknown) => void
  /** False once the person left the code step: a late refusal is then not shown. */
  stillWanted: () => boolean
}): Promise<{ answer: answer } | undefined> {
  for (;;) {
    try {
      return { answer: await ask() }
    } catch (error) {
      if (WAIT_ENDED.has(readableError(error)) || !stillWanted()) return undefined
      onRefused(error)
      // The frame could not be reached (its alert says so): asking again would only fail again.
      if (alertOf(error)) return undefined
    }
  }
}
