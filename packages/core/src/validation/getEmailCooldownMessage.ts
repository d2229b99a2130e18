import { EMAIL_COOLDOWN_MS } from '../constants'
import { emailCooldownMessage } from '../errors/messages'

/**
 * SPEC §5: an email code request within 30 s of the last is refused with
 * 'Please try again after {n} seconds', n rounded up; null when a request may be sent.
 */
export function getEmailCooldownMessage(
  lastSentAtMs: number | null | undefined,
  nowMs: number,
): string | null {
  if (lastSentAtMs === null || lastSentAtMs === undefined) return null
  const remainingMs = lastSentAtMs + EMAIL_COOLDOWN_MS - nowMs
  if (remainingMs <= 0) return null
  return emailCooldownMessage(Math.ceil(remainingMs / 1000))
}
