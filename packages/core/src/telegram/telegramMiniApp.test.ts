import { afterEach, expect, test, vi } from 'vitest'
import { telegramMiniApp } from './telegramMiniApp'

function injectWebApp(webApp: unknown) {
  ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: webApp }
}

afterEach(() => {
  delete (globalThis as { Telegram?: unknown }).Telegram
})

test('outside Telegram there is no mini app', () => {
  expect(telegramMiniApp()).toBeUndefined()
})

test("Telegram's script on an ordinary page (platform 'unknown') is not a mini app", () => {
  injectWebApp({ platform: 'unknown', initData: '', openLink: () => undefined })
  expect(telegramMiniApp()).toBeUndefined()
})

test('a WebApp object without a platform or without openLink is not taken for one', () => {
  injectWebApp({ openLink: () => undefined })
  expect(telegramMiniApp()).toBeUndefined()
  injectWebApp({ platform: 'ios' })
  expect(telegramMiniApp()).toBeUndefined()
  injectWebApp({ platform: 42, openLink: () => undefined })
  expect(telegramMiniApp()).toBeUndefined()
})

test.each(['ios', 'android', 'macos', 'tdesktop', 'weba'])(
  'a mini app on %s gives its platform',
  (platform) => {
    injectWebApp({ platform, openLink: () => undefined })
    expect(telegramMiniApp()?.platform).toBe(platform)
  },
)

test("openLink goes through the WebApp's own method, called on the WebApp", () => {
  const webApp = {
    platform: 'android',
    opened: [] as string[],
    openLink: vi.fn(function (this: { opened: string[] }, url: string) {
      this.opened.push(url)
    }),
  }
  injectWebApp(webApp)
  telegramMiniApp()?.openLink('https://wallet.example/wc?uri=x')
  expect(webApp.opened).toEqual(['https://wallet.example/wc?uri=x'])
})
