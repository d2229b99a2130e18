import { afterEach, expect, test, vi } from 'vitest'
import { followLinkInTelegram } from './followLinkInTelegram'

const LINK = 'https://wallet.example/wc?uri=wc%3Aabc%402'

function click() {
  return { preventDefault: vi.fn(), currentTarget: { href: LINK } }
}

afterEach(() => {
  delete (globalThis as { Telegram?: unknown }).Telegram
})

test('outside Telegram the anchor is followed as it is', () => {
  const event = click()
  followLinkInTelegram(event)
  expect(event.preventDefault).not.toHaveBeenCalled()
})

test("Telegram's script on an ordinary page (platform 'unknown') leaves the anchor alone", () => {
  const openLink = vi.fn()
  ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'unknown', openLink } }
  const event = click()
  followLinkInTelegram(event)
  expect(event.preventDefault).not.toHaveBeenCalled()
  expect(openLink).not.toHaveBeenCalled()
})

test("inside a Telegram mini app the link opens through WebApp.openLink instead of the webview's navigation", () => {
  // Telegram cannot run here: the WebApp object is injected in its documented shape.
  const openLink = vi.fn()
  ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'ios', initData: '', openLink } }
  const event = click()
  followLinkInTelegram(event)
  expect(event.preventDefault).toHaveBeenCalledOnce()
  expect(openLink).toHaveBeenCalledWith(LINK)
})
