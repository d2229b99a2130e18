import type { UpdateEmailReason } from '@portico/core'
import type { MessageKey } from '../../locales/en'

type Translate = (key: MessageKey, values?: Record<string, string>) => string

// An invalid address or code reads as in the login (SPEC §5: the same rules).
const TRANSLATED: Record<UpdateEmailReason, MessageKey> = {
  invalidEmail: 'email.error.invalidEmail',
  invalidCode: 'email.error.invalidCode',
  sameEmail: 'updateEmail.sameEmail',
  notConnected: 'updateEmail.notConnected',
}

/** The email-update store's message in the visitor's language: core's refusals translated, the server's as they came. */
export function updateEmailErrorText(
  error: string,
  reason: UpdateEmailReason | undefined,
  t: Translate,
): string {
  return reason ? t(TRANSLATED[reason]) : error
}
