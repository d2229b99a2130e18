import type { SocialLoginReason } from '@portico/core'
import type { MessageKey } from '../../../locales/en'

type Translate = (key: MessageKey, values?: Record<string, string>) => string

const TRANSLATED: Record<SocialLoginReason, MessageKey> = {
  popupClosed: 'social.error.popupClosed',
  start: 'social.error.start',
  failed: 'social.error.failed',
}

/** SPEC §8's social messages in the visitor's language; any other reason is shown as it came. */
export function socialErrorText(error: string, reason: SocialLoginReason | undefined, t: Translate): string {
  return reason ? t(TRANSLATED[reason]) : error
}
