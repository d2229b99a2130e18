import { afterEach, expect, test, vi } from 'vitest'
import { resetPage, setupModal, WAIT } from '../test/modalHarness'

afterEach(resetPage)

// Its own file on purpose: Vitest gives each browser test file a fresh page, so nothing of the modal has
// loaded before this test mounts the UI.
const loaded = (file: RegExp) =>
  performance.getEntriesByType('resource').some((entry) => file.test(new URL(entry.name).pathname))

test('by default the page being idle fetches the shell, the locale and the opening views, and mounts the closed modal', async () => {
  await setupModal({ ui: { preload: 'idle', locale: 'es' } })
  await vi.waitFor(() => {
    expect(loaded(/\/src\/modal\/mountModal\.ts$/)).toBe(true)
    expect(loaded(/\/src\/locales\/es\.ts$/)).toBe(true)
    expect(loaded(/\/src\/views\/Connect\/ConnectView\.tsx$/)).toBe(true)
    expect(loaded(/\/src\/views\/Account\/AccountView\.tsx$/)).toBe(true)
  }, WAIT)
  expect(loaded(/\/src\/locales\/en\.ts$/)).toBe(false)
  expect(loaded(/\/src\/views\/Networks\/NetworksView\.tsx$/)).toBe(false)
  // SPEC §1's injection, done while idle; React 19 also renders the closed dialog ahead, hidden, so the
  // first click only shows it.
  await vi.waitFor(() => expect(document.querySelector('portico-modal')?.shadowRoot).toBeTruthy(), WAIT)
  const shadow = document.querySelector('portico-modal')?.shadowRoot
  await vi.waitFor(() => expect(shadow?.querySelector('[role="dialog"] .pc-view')).toBeTruthy(), WAIT)
  expect(shadow?.querySelector('[role="dialog"]')?.checkVisibility()).toBe(false)
  expect(shadow?.activeElement ?? null).toBeNull()
})
