import { telegramMiniApp } from '@portico/core/telegram'

type LinkClick = { preventDefault: () => void; currentTarget: { href: string } }

/**
 * A link's click handler: inside a Telegram mini app the link opens through `WebApp.openLink`, as Telegram
 * documents (its webview does not leave the mini app for a wallet's link); elsewhere the anchor is followed.
 */
export function followLinkInTelegram(event: LinkClick): void {
  const miniApp = telegramMiniApp()
  if (!miniApp) return
  event.preventDefault()
  miniApp.openLink(event.currentTarget.href)
}
