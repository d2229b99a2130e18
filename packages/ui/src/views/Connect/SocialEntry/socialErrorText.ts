import { FAILED_TO_CONNECT, FAILED_TO_INITIATE_SOCIAL_CONNECTION, POPUP_CLOSED } from '@portico/core'
import type { MessageKey } from '../../../locales/en'

type Translate = (key: MessageKey, values?: Record<string, string>) => string

const TRANSLATED: Record<string, MessageKey> = {
  [POPUP_CLOSED]: 'social.error.popupClosed',
  [FAILED_TO_INITIATE_SOCIAL_CONNECTION]: 'social.error.start',
  [FAILED_TO_CONNECT]: 'social.error.failed',
}

/** SPEC §8's social messages in the visitor's language; any other reason is shown as it came. */
export function socialErrorText(error: string, t: Translate): string {
  const key = TRANSLATED[error]
  return key ? t(key) : error
}
