import type { PairingEnvironment } from '@portico/core'

/** What SPEC §4's renewal rule reads of the page: its user agent, and whether it is a Telegram mini app. */
export function pairingEnvironment(): PairingEnvironment {
  const page = globalThis as {
    navigator?: { userAgent?: string }
    Telegram?: unknown
    TelegramWebviewProxy?: unknown
  }
  return {
    userAgent: page.navigator?.userAgent ?? '',
    isTelegram: page.Telegram !== undefined || page.TelegramWebviewProxy !== undefined,
  }
}
