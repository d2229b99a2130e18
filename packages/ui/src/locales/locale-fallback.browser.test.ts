import { afterEach, expect, test } from 'vitest'
import { findInModal, resetPage, setupModal } from '../../test/modalHarness'

/** The visitor's browser languages for one test; the page's own come back afterwards. */
function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages')
  resetPage()
})

test("with no locale option the modal speaks the first of the browser's languages it has", async () => {
  browserLanguages(['sw-KE', 'ja-JP', 'en-US'])
  const { client } = await setupModal()
  client.open()
  expect((await findInModal('h2', 'ウォレットを接続')).textContent).toBe('ウォレットを接続')
})

test("the host's locale option wins over the browser's languages", async () => {
  browserLanguages(['ja-JP'])
  const { client } = await setupModal({ ui: { locale: 'pt-BR' } })
  client.open()
  expect((await findInModal('h2', 'Conectar carteira')).textContent).toBe('Conectar carteira')
})

test('a Persian browser gets the Persian modal, right to left', async () => {
  browserLanguages(['fa-IR'])
  const { client } = await setupModal()
  client.open()
  const title = await findInModal('h2', 'اتصال کیف پول')
  expect(title.closest('.pc-root')?.getAttribute('dir')).toBe('rtl')
})
