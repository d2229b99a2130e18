import type { PairingEnvironment } from '@portico/core'
import { telegramMiniApp } from '@portico/core/telegram'

/** What SPEC §4's renewal rule reads of the page: its user agent, and whether it is a Telegram mini app. */
export function pairingEnvironment(): PairingEnvironment {
  const page = globalThis as { navigator?: { userAgent?: string } }
  return { userAgent: page.navigator?.userAgent ?? '', isTelegram: telegramMiniApp() !== undefined }
}
