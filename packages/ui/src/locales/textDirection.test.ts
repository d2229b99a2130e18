import { expect, test } from 'vitest'
import { textDirection } from './textDirection'

test('Arabic, Hebrew and Persian run right to left; the others left to right', () => {
  expect(['ar', 'he', 'fa'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl'])
  expect(['en', 'ja', 'zh-TW', 'hi', 'ru'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr'])
})
