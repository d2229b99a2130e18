import { expect, test } from 'vitest'
import { buttonMessages } from './buttonMessages'

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

test('es and zh-CN translate every button string and keep its placeholders', () => {
  for (const locale of ['es', 'zh-CN'] as const) {
    expect(Object.keys(buttonMessages[locale]).sort()).toEqual(Object.keys(buttonMessages.en).sort())
    for (const [key, text] of Object.entries(buttonMessages.en))
      expect(
        placeholders(buttonMessages[locale][key as keyof typeof text & keyof (typeof buttonMessages)['en']]),
        key,
      ).toEqual(placeholders(text))
  }
})
