import { describe, expect, test } from 'vitest'
import { messages as en } from './en'
import { messages as es } from './es'
import { formatMessage, splitMessage } from './formatMessage'
import { loadMessages, resolveLocale } from './loadMessages'
import { messages as zh } from './zh-CN'

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

describe('catalogues', () => {
  for (const [name, catalogue] of [
    ['es', es],
    ['zh-CN', zh],
  ] as const) {
    test(`${name} translates every English key and keeps each placeholder`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]))
      }
    })
  }
})

test('resolveLocale maps regional tags to the closest catalogue and unknown ones to English', () => {
  expect(resolveLocale('es-MX')).toBe('es')
  expect(resolveLocale('zh')).toBe('zh-CN')
  expect(resolveLocale('zh-Hans-CN')).toBe('zh-CN')
  expect(resolveLocale('fr')).toBe('en')
  expect(resolveLocale(undefined)).toBe('en')
})

test('loadMessages loads the chosen catalogue', async () => {
  expect((await loadMessages('es'))['connecting.rejected']).toBe('Conexión rechazada')
})

test('formatMessage fills placeholders and shows a missing one', () => {
  expect(formatMessage('Continue in {name}', { name: 'MetaMask' })).toBe('Continue in MetaMask')
  expect(formatMessage('Continue in {name}')).toBe('Continue in {name}')
})

test('splitMessage finds the placeholders between text', () => {
  expect(splitMessage('agree to our {terms} and {privacy}.')).toEqual([
    { text: 'agree to our ' },
    { placeholder: 'terms' },
    { text: ' and ' },
    { placeholder: 'privacy' },
    { text: '.' },
  ])
})
