/** What Portico uses of Telegram's documented `window.Telegram.WebApp` (core.telegram.org/bots/webapps). */
export type TelegramMiniApp = {
  /** 'ios', 'android', 'macos', 'tdesktop', 'weba', ... as Telegram names it. */
  platform: string
  /** Opens a link outside the mini app (a webview cannot follow a wallet's or provider's link itself). */
  openLink: (url: string) => void
}

type TelegramWebAppShape = { platform?: unknown; openLink?: unknown }

/**
 * The Telegram mini app the page runs in, or undefined outside one. Telegram's script also defines
 * `Telegram.WebApp` on an ordinary page, with platform 'unknown': only a known platform is a mini app.
 */
export function telegramMiniApp(): TelegramMiniApp | undefined {
  const webApp = (globalThis as { Telegram?: { WebApp?: TelegramWebAppShape } }).Telegram?.WebApp
  if (!webApp || typeof webApp.openLink !== 'function') return undefined
  const { platform } = webApp
  if (typeof platform !== 'string' || platform === '' || platform === 'unknown') return undefined
  const openLink = webApp.openLink as (url: string) => void
  return { platform, openLink: (url) => openLink.call(webApp, url) }
}
