import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  findDialog,
  findInModal,
  modalShadow,
  resetPage,
  setupModal,
  WAIT,
  walletButtons,
} from '../../test/modalHarness'

afterEach(resetPage)

/** Opens the modal in `locale` and goes to Networks, so the header has a back button. */
async function openWithBack(locale: string, back: string) {
  const { client } = await setupModal({ ui: { locale } })
  client.open()
  const dialog = await findDialog()
  await vi.waitFor(() => expect(walletButtons().length).toBe(3), WAIT)
  const firstWallet = walletButtons()[0] as HTMLButtonElement
  const wallet = {
    button: firstWallet.getBoundingClientRect(),
    image: (firstWallet.querySelector('.pc-image') as HTMLElement).getBoundingClientRect(),
    title: firstWallet.querySelector('.pc-list-item__title') as HTMLElement,
  }
  const titleText = document.createRange()
  titleText.selectNodeContents(wallet.title)
  const text = { box: wallet.title.getBoundingClientRect(), ink: titleText.getBoundingClientRect() }
  client.stores.router.getState().push('Networks')
  const backButton = await findInModal(`button[aria-label="${back}"]`)
  const root = modalShadow()?.querySelector('.pc-root') as HTMLElement
  const closeButton = (dialog.querySelector('.pc-header') as HTMLElement).lastElementChild as HTMLElement
  return { client, dialog, root, backButton, closeButton, wallet, text }
}

describe("locale 'ar' lays the modal out right to left", () => {
  test('the modal root has dir=rtl and lang=ar, and speaks Arabic', async () => {
    const { root } = await openWithBack('ar', 'رجوع')
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(root.getAttribute('lang')).toBe('ar')
    expect(getComputedStyle(root).direction).toBe('rtl')
    expect((await findInModal('h2', 'اختر الشبكة')).textContent).toBe('اختر الشبكة')
  })

  test('the back button sits on the right, close on the left, and the chevron points right', async () => {
    const { dialog, backButton, closeButton } = await openWithBack('ar', 'رجوع')
    const box = dialog.getBoundingClientRect()
    const back = backButton.getBoundingClientRect()
    const close = closeButton.getBoundingClientRect()
    expect(back.left).toBeGreaterThan(close.right)
    expect(box.right - back.right).toBeLessThan(box.width / 4)
    expect(close.left - box.left).toBeLessThan(box.width / 4)
    // scaleX(-1): the left-pointing chevron is drawn mirrored.
    expect(getComputedStyle(backButton.querySelector('svg') as SVGElement).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
  })

  test('text aligns right: a wallet row reads from its right edge, icon first', async () => {
    const { wallet, text } = await openWithBack('ar', 'رجوع')
    expect(wallet.image.left).toBeGreaterThan(text.box.right - 1)
    expect(wallet.button.right - wallet.image.right).toBeLessThanOrEqual(12)
    expect(text.box.right - text.ink.right).toBeLessThan(1)
    expect(text.ink.left - text.box.left).toBeGreaterThan(20)
  })
})

test("locale 'en' keeps left to right: back on the left, chevron as drawn, text from the left", async () => {
  const { root, dialog, backButton, closeButton, wallet, text } = await openWithBack('en', 'Back')
  expect(root.getAttribute('dir')).toBe('ltr')
  const box = dialog.getBoundingClientRect()
  expect(backButton.getBoundingClientRect().right).toBeLessThan(closeButton.getBoundingClientRect().left)
  expect(backButton.getBoundingClientRect().left - box.left).toBeLessThan(box.width / 4)
  expect(getComputedStyle(backButton.querySelector('svg') as SVGElement).transform).toBe('none')
  expect(wallet.image.right).toBeLessThan(text.box.left + 1)
  expect(text.ink.left - text.box.left).toBeLessThan(1)
})
