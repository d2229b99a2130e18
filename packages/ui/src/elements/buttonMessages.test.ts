import { expect, test } from 'vitest'
import { type ButtonMessageKey, buttonMessages } from './buttonMessages'

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

test('es and zh-CN translate every button string and keep its placeholders', () => {
  for (const locale of ['es', 'zh-CN'] as const) {
    expect(Object.keys(buttonMessages[locale]).sort()).toEqual(Object.keys(buttonMessages.en).sort())
    for (const key of Object.keys(buttonMessages.en) as ButtonMessageKey[])
      expect(placeholders(buttonMessages[locale][key]), key).toEqual(placeholders(buttonMessages.en[key]))
  }
})
