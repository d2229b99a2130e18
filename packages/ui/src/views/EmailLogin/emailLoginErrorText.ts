import { INVALID_EMAIL, INVALID_EMAIL_CODE, parseEmailCooldownSeconds } from '@portico/core'
import type { MessageKey } from '../../locales/en'

type Translate = (key: MessageKey, values?: Record<string, string>) => string

/**
 * The email-login store's message in the visitor's language: core's own refusals (SPEC §5) are ours to
 * translate; anything else (a wrong or expired code) is the server's wording, shown as it came.
 */
export function emailLoginErrorText(error: string, t: Translate): string {
  if (error === INVALID_EMAIL) return t('email.error.invalidEmail')
  if (error === INVALID_EMAIL_CODE) return t('email.error.invalidCode')
  const seconds = parseEmailCooldownSeconds(error)
  if (seconds !== undefined) return t('email.cooldown', { n: String(seconds) })
  return error
}
