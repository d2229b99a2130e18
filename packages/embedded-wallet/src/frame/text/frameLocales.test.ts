import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { en } from './en'
import { chooseFrameLocale, FRAME_LOCALES, fillText, frameTextDirection } from './frameLocales'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

// @portico/ui's LOCALES, read from its source: the frame cannot import ui (the page's package).
const UI_LOCALES = readFileSync(
  new URL('../../../../ui/src/locales/supportedLocales.ts', import.meta.url),
  'utf8',
)
  .split('export const LOCALES = [')[1]
  ?.split(']')[0]
  ?.match(/'[^']+'/g)
  ?.map((quoted) => quoted.slice(1, -1))

test('the frame speaks every locale the modal ships, each with all of its words and the same placeholders', () => {
  expect(UI_LOCALES?.length).toBe(24)
  expect(Object.keys(FRAME_LOCALES).sort()).toEqual([...(UI_LOCALES ?? [])].sort())
  for (const [locale, text] of Object.entries(FRAME_LOCALES)) {
    expect(Object.keys(text), locale).toEqual(Object.keys(en))
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(text[key].trim(), `${locale} ${key}`).not.toBe('')
      expect(placeholders(text[key]), `${locale} ${key}`).toEqual(placeholders(en[key]))
    }
    if (locale !== 'en') expect(text['approval.approve'], locale).not.toBe(en['approval.approve'])
  }
})

test('a tag picks its catalogue, then its language, then English; Arabic, Hebrew and Persian run right to left', () => {
  expect(chooseFrameLocale('zh-TW')).toBe('zh-TW')
  expect(chooseFrameLocale('pt-BR')).toBe('pt')
  expect(chooseFrameLocale('zh')).toBe('zh-CN')
  expect(chooseFrameLocale('sw')).toBe('en')
  expect(chooseFrameLocale(undefined)).toBe('en')
  expect(['ar', 'he', 'fa', 'en', 'ja'].map(frameTextDirection)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr'])
})

test('placeholders are filled as text; an unknown one is left as written', () => {
  expect(fillText('Send {amount} {symbol}', { amount: '1.5', symbol: '<b>ETH</b>' })).toBe(
    'Send 1.5 <b>ETH</b>',
  )
  expect(fillText('Request {index} of {count}', { index: 1 })).toBe('Request 1 of {count}')
})
