import { NOT_CONNECTED_TO_EMAIL_OR_SOCIAL, SAME_EMAIL } from '@portico/core'
import type { MessageKey } from '../../locales/en'
import { emailLoginErrorText } from '../EmailLogin/emailLoginErrorText'

type Translate = (key: MessageKey, values?: Record<string, string>) => string

/** The email-update store's message in the visitor's language: core's refusals translated, the server's as they came. */
export function updateEmailErrorText(error: string, t: Translate): string {
  if (error === SAME_EMAIL) return t('updateEmail.sameEmail')
  if (error === NOT_CONNECTED_TO_EMAIL_OR_SOCIAL) return t('updateEmail.notConnected')
  // An invalid address or code reads as in the login (SPEC §5: same rules).
  return emailLoginErrorText(error, t)
}
