import { afterEach, expect, test, vi } from 'vitest'
import { commands, page } from 'vitest/browser'
import { findDialog, modalShadow, resetPage, setupModal, WAIT, walletButtons } from '../../test/modalHarness'

afterEach(async () => {
  await commands.emulateReducedMotion(false)
  resetPage()
})

/** The dialog's pixels, as Playwright captures them (base64 PNG). */
const dialogPixels = async () =>
  page.screenshot({
    element: modalShadow()?.querySelector('[role="dialog"]') as Element,
    save: false,
    base64: true,
  })

// Acceptance 2: not only the computed styles (Modal.browser.test.ts) but the picture itself.
test('acceptance 2: on a page whose CSS sets `* { color: red !important; font: 40px serif !important }` the modal looks the same as on a plain page', async () => {
  // Still frames: no animation may differ between the two pictures.
  await commands.emulateReducedMotion(true)
  const { client } = await setupModal()
  client.open()
  await findDialog()
  await vi.waitFor(() => expect(walletButtons()).toHaveLength(3), WAIT)
  await document.fonts.ready
  const plain = await dialogPixels()
  const hostile = document.createElement('style')
  hostile.dataset.test = 'hostile'
  hostile.textContent = '* { color: red !important; font: 40px serif !important }'
  document.head.append(hostile)
  // The rule is live on the page itself (the opener button turned red), so the comparison can fail.
  expect(getComputedStyle(document.body).color).toBe('rgb(255, 0, 0)')
  expect(getComputedStyle(document.querySelector('body > button') as Element).fontSize).toBe('40px')
  const underHostileCss = await dialogPixels()
  expect(underHostileCss.length).toBeGreaterThan(1000)
  expect(underHostileCss).toBe(plain)
})
