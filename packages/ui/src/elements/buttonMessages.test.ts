import { expect, test } from 'vitest'
import { LOCALES } from '../locales/supportedLocales'
import { type ButtonMessageKey, buttonMessages } from './buttonMessages'

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

test.each(LOCALES.filter((locale) => locale !== 'en'))(
  '%s translates every button string and keeps its placeholders',
  (locale) => {
    expect(Object.keys(buttonMessages[locale]).sort()).toEqual(Object.keys(buttonMessages.en).sort())
    for (const key of Object.keys(buttonMessages.en) as ButtonMessageKey[]) {
      expect(buttonMessages[locale][key], `${locale} ${key}`).not.toBe('')
      expect(placeholders(buttonMessages[locale][key]), key).toEqual(placeholders(buttonMessages.en[key]))
    }
  },
)
