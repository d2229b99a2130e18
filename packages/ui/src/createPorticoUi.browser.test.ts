import { createMemoryStorage, createPortico, ethereum } from '@portico/core'
import { afterEach, expect, test, vi } from 'vitest'
import { bundledFontFaces, findDialog, findInModal, resetPage, setupModal, WAIT } from '../test/modalHarness'
import { createPorticoUi } from './createPorticoUi'
import { preloadModal } from './preloadModal'

afterEach(resetPage)

// Vitest runs each browser test file in its own frame, so these resource entries are this file's alone.
const loaded = (file: RegExp) =>
  performance.getEntriesByType('resource').some((entry) => file.test(new URL(entry.name).pathname))
// A font the browser fetched for an @font-face (Vite's own `?import` of the file is a module, not the font).
const fontFetched = (file: RegExp) =>
  performance
    .getEntriesByType('resource')
    .some(
      (entry) =>
        (entry as PerformanceResourceTiming).initiatorType === 'css' &&
        file.test(new URL(entry.name).pathname),
    )

test("with preload 'hover', mounting adds nothing to the page and loads no shell until the first open", async () => {
  const { client } = await setupModal()
  expect(document.querySelector('portico-modal')).toBeNull()
  expect(loaded(/\/src\/modal\/mountModal\.ts$/)).toBe(false)
  client.open()
  await findDialog()
  expect(loaded(/\/src\/modal\/mountModal\.ts$/)).toBe(true)
  expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
})

test('preloadModal loads the shell once, without opening or adding anything', async () => {
  const shell = await preloadModal()
  expect(typeof shell.mountModal).toBe('function')
  expect(await preloadModal()).toBe(shell)
  expect(document.querySelector('portico-modal')).toBeNull()
})

test('the bundled Inter is declared in the document, one face per subset, and arrives as .woff2 files', async () => {
  const { client } = await setupModal()
  client.open()
  await findDialog()
  // A constructed sheet adopted by the document (no <style>: a CSP of style-src 'self' allows it).
  const faces = await vi.waitFor(() => {
    const found = bundledFontFaces()
    if (found.length === 0) throw new Error('no font declaration yet')
    return found
  }, WAIT)
  // SPEC §2: Latin and Latin-ext at least, each behind a unicode-range so only the text's subsets load.
  expect(
    faces.filter((face) => face.style.getPropertyValue('unicode-range').startsWith('U+0-FF,')),
  ).toHaveLength(1)
  expect(faces.some((face) => face.style.getPropertyValue('unicode-range').startsWith('U+100-2BA'))).toBe(
    true,
  )
  expect(faces.every((face) => !face.cssText.includes('data:'))).toBe(true)
  const loaded = await document.fonts.load('16px "Portico Inter"', 'Connect')
  expect(loaded.map((face) => [face.family, face.status])).toEqual([['Portico Inter', 'loaded']])
  expect(fontFetched(/inter-latin-wght-normal\.woff2$/)).toBe(true)
  // 'Connect' is Latin only: the Cyrillic file is not fetched.
  expect(fontFetched(/inter-cyrillic-wght-normal\.woff2$/)).toBe(false)
  const title = await findInModal('.pc-header__title')
  expect(getComputedStyle(title).fontFamily).toContain('Portico Inter')
})

test('with disableAppend the modal renders into the <portico-modal> the host placed itself', async () => {
  const placed = document.createElement('portico-modal')
  const holder = document.createElement('section')
  holder.className = 'tall-page'
  holder.append(placed)
  document.body.prepend(holder)
  const { client } = await setupModal({ options: { disableAppend: true } })
  client.open()
  await findDialog()
  expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  expect(placed.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull()
})

test('an open() before the client finished starting shows the modal once the UI is mounted', async () => {
  const client = createPortico({
    projectId: 'p',
    networks: [ethereum],
    storage: createMemoryStorage(),
    ui: createPorticoUi(),
  })
  client.open()
  await client.ready
  expect((await findInModal('h2', 'Connect Wallet')).textContent).toBe('Connect Wallet')
})
