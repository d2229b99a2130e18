import { afterEach, expect, test, vi } from 'vitest'
import { findDialog, findInModal, resetPage, setupModal, WAIT, walletButtons } from '../../test/modalHarness'

afterEach(resetPage)

// Vitest runs each browser test file in its own frame, so these resource entries are this file's alone.
const loadedCatalogues = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/src\/locales\/(en|es|zh-CN)\.ts$/.test(path))
    .map((path) => path.split('/').pop())

test("locale 'es' shows Spanish and loads only the Spanish catalogue", async () => {
  const { client } = await setupModal({ ui: { locale: 'es' } })
  expect(loadedCatalogues()).toEqual([])
  client.open()
  const dialog = await findDialog()
  expect((await findInModal('h2', 'Conectar billetera')).textContent).toBe('Conectar billetera')
  expect(dialog.querySelector('button[aria-label="Cerrar"]')).not.toBeNull()
  await vi.waitFor(() => expect(walletButtons().length).toBe(3), WAIT)
  expect(walletButtons()[0]?.textContent).toContain('Instalada')
  expect(loadedCatalogues()).toEqual(['es.ts'])
})
