import { expect, test } from 'vitest'
import { resolveLocale } from './resolveLocale'
import { LOCALES } from './supportedLocales'

test('each catalogue answers to its own tag', () => {
  for (const locale of LOCALES) expect(resolveLocale(locale)).toBe(locale)
})

test('regional and legacy tags map to the closest catalogue', () => {
  expect(resolveLocale('es-MX')).toBe('es')
  expect(resolveLocale('pt-BR')).toBe('pt')
  expect(resolveLocale('fr-CA')).toBe('fr')
  expect(resolveLocale('AR-eg')).toBe('ar')
  expect(resolveLocale('iw')).toBe('he')
  expect(resolveLocale('in')).toBe('id')
  expect(resolveLocale('de_AT')).toBe('de')
})

test('Chinese goes by script, then by region for Traditional Chinese', () => {
  expect(resolveLocale('zh')).toBe('zh-CN')
  expect(resolveLocale('zh-SG')).toBe('zh-CN')
  expect(resolveLocale('zh-Hans-HK')).toBe('zh-CN')
  expect(resolveLocale('zh-Hant')).toBe('zh-TW')
  expect(resolveLocale('zh-TW')).toBe('zh-TW')
  expect(resolveLocale('zh-HK')).toBe('zh-HK')
  expect(resolveLocale('zh-MO')).toBe('zh-HK')
})

test('a list is read in order of preference; unknown and malformed tags are skipped; English last', () => {
  expect(resolveLocale(['sw-KE', 'not a tag', 'ja-JP', 'ko'])).toBe('ja')
  expect(resolveLocale(['sw', 'fil'])).toBe('en')
  expect(resolveLocale([])).toBe('en')
  expect(resolveLocale(undefined)).toBe('en')
})
