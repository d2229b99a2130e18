import { describe, expect, test } from 'vitest'
import { messages as en, type Messages, type PluralMessage } from './en'
import { formatMessage, splitMessage } from './formatMessage'
import { loadMessages } from './loadMessages'
import { LOCALES } from './supportedLocales'

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other']
const englishKeys = Object.keys(en).sort() as (keyof Messages)[]

test('Portico ships 24 catalogues, RainbowKit’s 19 languages among them', () => {
  expect(LOCALES.length).toBeGreaterThanOrEqual(24)
  expect(LOCALES).toEqual(
    expect.arrayContaining('ar de en es fr hi id ja ko ms pt ru th tr uk vi zh-CN zh-HK zh-TW'.split(' ')),
  )
})

describe.each(LOCALES)('the %s catalogue', (locale) => {
  test('has every key of English and no other', async () => {
    expect(Object.keys(await loadMessages(locale)).sort()).toEqual(englishKeys)
  })

  test('keeps the placeholders of each English string, and leaves none empty', async () => {
    const catalogue = await loadMessages(locale)
    for (const key of englishKeys) {
      const english = en[key]
      const translated = catalogue[key]
      if (typeof english === 'string') {
        expect(typeof translated, key).toBe('string')
        expect((translated as string).trim(), key).not.toBe('')
        expect(placeholders(translated as string), key).toEqual(placeholders(english))
        continue
      }
      // A count message has a form for every plural category of the language, each with English's placeholders.
      const forms = translated as PluralMessage
      const needed = new Intl.PluralRules(catalogue['locale.tag']).resolvedOptions().pluralCategories
      for (const category of needed) expect(forms[category], `${key} ${category}`).toBeTruthy()
      for (const [category, text] of Object.entries(forms)) {
        expect(PLURAL_CATEGORIES, `${key} ${category}`).toContain(category)
        expect(placeholders(text), `${key} ${category}`).toEqual(placeholders(english.other))
      }
    }
  })

  test('names its own language for Intl', async () => {
    expect((await loadMessages(locale))['locale.tag']).toBe(locale)
  })
})

test.each(LOCALES.filter((locale) => locale !== 'en'))(
  '%s is translated, not a copy of English',
  async (locale) => {
    const catalogue = await loadMessages(locale)
    // Brand names, "NFT", "Token" and the `{symbol} · {name}` pattern may read the same; little else may.
    const same = englishKeys.filter((key) => typeof en[key] === 'string' && catalogue[key] === en[key])
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(6)
  },
)

test('loadMessages loads the chosen catalogue', async () => {
  expect((await loadMessages('es'))['connecting.rejected']).toBe('Conexión rechazada')
  expect((await loadMessages('ar'))['modal.back']).toBe('رجوع')
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
