import { afterEach, expect, test } from 'vitest'
import { telegramPlatform } from './telegramPlatform'

afterEach(() => {
  delete (globalThis as { Telegram?: unknown }).Telegram
})

test('the Telegram platform is read from the mini app’s WebApp object, if there is one', () => {
  expect(telegramPlatform()).toBeUndefined()
  ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: {} }
  expect(telegramPlatform()).toBeUndefined()
  ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'android' } }
  expect(telegramPlatform()).toBe('android')
})
