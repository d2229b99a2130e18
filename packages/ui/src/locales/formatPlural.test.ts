import { expect, test } from 'vitest'
import { messages as ar } from './ar'
import { messages as en } from './en'
import { formatPlural } from './formatPlural'
import { messages as ja } from './ja'
import { messages as ru } from './ru'

test('English picks one or other', () => {
  expect(formatPlural(en['connect.walletCount'], 1, 'en')).toBe('1 wallet')
  expect(formatPlural(en['connect.walletCount'], 1234, 'en')).toBe('1,234 wallets')
})

test('Russian picks one, few or many as Intl.PluralRules says', () => {
  const forms = ru['connect.walletCount']
  expect([1, 3, 5, 21, 22, 25].map((count) => formatPlural(forms, count, 'ru'))).toEqual([
    forms.one?.replace('{count}', '1'),
    forms.few?.replace('{count}', '3'),
    forms.many?.replace('{count}', '5'),
    forms.one?.replace('{count}', '21'),
    forms.few?.replace('{count}', '22'),
    forms.many?.replace('{count}', '25'),
  ])
})

test('Arabic picks among its six forms: 2 takes the dual, 3 to 10 the plural', () => {
  const forms = ar['connect.walletCount']
  expect(formatPlural(forms, 2, 'ar')).toBe(forms.two?.replace('{count}', '2'))
  expect(formatPlural(forms, 3, 'ar')).toBe(forms.few?.replace('{count}', '3'))
  expect(formatPlural(forms, 11, 'ar')).toBe(forms.many?.replace('{count}', '11'))
  expect(forms.two).not.toBe(forms.few)
})

test('a language without plural forms uses other', () => {
  expect(formatPlural(ja['connect.walletCount'], 1, 'ja')).toBe(
    ja['connect.walletCount'].other.replace('{count}', '1'),
  )
})

test('a missing form falls back to other', () => {
  expect(formatPlural({ other: '{count} items' }, 1, 'en')).toBe('1 items')
})
