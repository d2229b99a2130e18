import { afterEach, expect, test, vi } from 'vitest'
import { chooseLocale } from './chooseLocale'

afterEach(() => vi.unstubAllGlobals())

test("the host's locale wins over the browser's languages", () => {
  vi.stubGlobal('navigator', { languages: ['ja-JP', 'en-US'], language: 'ja-JP' })
  expect(chooseLocale('de-DE')).toBe('de')
})

test("with no host locale, the first of the browser's languages Portico speaks is used", () => {
  vi.stubGlobal('navigator', { languages: ['sw-KE', 'fa-IR', 'en-US'], language: 'sw-KE' })
  expect(chooseLocale(undefined)).toBe('fa')
})

test('a browser that lists only navigator.language is read too', () => {
  vi.stubGlobal('navigator', { languages: [], language: 'zh-HK' })
  expect(chooseLocale(undefined)).toBe('zh-HK')
})

test('without a navigator (server rendering), English', () => {
  vi.stubGlobal('navigator', undefined)
  expect(chooseLocale(undefined)).toBe('en')
})
