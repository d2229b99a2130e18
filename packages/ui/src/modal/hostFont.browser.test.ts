import { afterEach, expect, test } from 'vitest'
import { bundledFontFaces, findDialog, findInModal, resetPage, setupModal } from '../../test/modalHarness'

afterEach(resetPage)

// Vitest runs each browser test file in its own frame: nothing here has declared Inter before.
const fontRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => /\/fontFace\.ts$|\.woff2$/.test(new URL(entry.name).pathname))

/** The modal opened, painted its first view and ran its effects; room for a font import that should not come. */
async function openAndSettle(client: { open: () => void }) {
  client.open()
  await findDialog()
  const title = await findInModal('.pc-header__title', 'Connect Wallet')
  await new Promise((resolve) => setTimeout(resolve, 500))
  return title
}

test("a host's --portico-font-family in core's themeVariables: no Inter declaration and no font file", async () => {
  const { client } = await setupModal({
    options: { themeVariables: { '--portico-font-family': 'Georgia, serif' } },
  })
  const title = await openAndSettle(client)
  expect(getComputedStyle(title).fontFamily).toBe('Georgia, serif')
  expect(bundledFontFaces()).toEqual([])
  expect(fontRequests()).toEqual([])
})

test("a host's --portico-font-family in the page's CSS: no Inter either", async () => {
  const style = document.createElement('style')
  style.dataset.test = ''
  style.textContent = 'body { --portico-font-family: "Courier New", monospace; }'
  document.head.append(style)
  const { client } = await setupModal()
  const title = await openAndSettle(client)
  expect(getComputedStyle(title).fontFamily).toBe('"Courier New", monospace')
  expect(bundledFontFaces()).toEqual([])
  expect(fontRequests()).toEqual([])
})
