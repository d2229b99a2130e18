import { afterEach, describe, expect, test, vi } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import {
  findDialog,
  findInModal,
  modalShadow,
  resetPage,
  setupModal,
  WAIT,
  walletButtons,
} from '../../test/modalHarness'
import { deepActiveElement } from './Dialog/tabbableElements'

afterEach(async () => {
  await commands.emulateReducedMotion(false)
  resetPage()
})

async function openFromPage() {
  const harness = await setupModal()
  await userEvent.click(harness.opener)
  const dialog = await findDialog()
  // The Connect view's chunk arrives after the shell; wait for its wallets.
  await vi.waitFor(() => expect(walletButtons().length).toBe(3), WAIT)
  return { ...harness, dialog }
}

describe('the modal is a real dialog', () => {
  test('it lives in <portico-modal> at the end of the body, in a shadow root', async () => {
    await openFromPage()
    const element = document.querySelector('portico-modal')
    expect(document.body.lastElementChild).toBe(element)
    // Adopted, not a <style> element: a strict CSP (style-src 'self') blocks inline style elements.
    expect(element?.shadowRoot?.querySelector('style')).toBeNull()
    const rules = element?.shadowRoot?.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
    expect(rules?.some((rule) => rule.cssText.includes('.pc-dialog'))).toBe(true)
  })

  test('it is a labelled modal dialog, 360 px wide, at z-index 999', async () => {
    const { dialog } = await openFromPage()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = modalShadow()?.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(getComputedStyle(dialog).width).toBe('360px')
    expect(getComputedStyle(dialog.parentElement as HTMLElement).zIndex).toBe('999')
  })

  test('opening moves focus inside the dialog', async () => {
    const { dialog } = await openFromPage()
    await vi.waitFor(() => expect(dialog.contains(deepActiveElement())).toBe(true))
  })

  test('Tab and Shift+Tab cycle within the dialog', async () => {
    const { dialog } = await openFromPage()
    await vi.waitFor(() => expect(dialog.contains(deepActiveElement())).toBe(true))
    const start = deepActiveElement()
    const visited: (Element | null)[] = []
    // Close button + three wallets: four stops, then back to the start.
    for (let press = 0; press < 4; press++) {
      await userEvent.keyboard('{Tab}')
      visited.push(deepActiveElement())
      expect(dialog.contains(deepActiveElement())).toBe(true)
    }
    expect(visited[3]).toBe(start)
    expect(new Set(visited).size).toBe(4)
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(deepActiveElement()).toBe(visited[2])
    expect(dialog.contains(deepActiveElement())).toBe(true)
  })

  test('Esc closes through the client and focus returns to the opener', async () => {
    const { client, opener, dialog } = await openFromPage()
    await vi.waitFor(() => expect(dialog.contains(deepActiveElement())).toBe(true))
    await userEvent.keyboard('{Escape}')
    expect(client.stores.modal.getState().open).toBe(false)
    // Closed, the dialog is gone from view (React 19 keeps it rendered, hidden, for the next open).
    await vi.waitFor(() =>
      expect(modalShadow()?.querySelector('[role="dialog"]')?.checkVisibility() ?? false).toBe(false),
    )
    expect(document.activeElement).toBe(opener)
  })

  test('when a view replaces the focused control, focus stays in the dialog and keys keep working', async () => {
    const { client, wallets, dialog } = await openFromPage()
    wallets.failNext(new Error('extension crashed'))
    const wallet = walletButtons()[0] as HTMLButtonElement
    wallet.focus()
    await userEvent.keyboard('{Enter}')
    await findInModal('button', 'Try again')
    expect(wallet.isConnected).toBe(false)
    expect(dialog.contains(deepActiveElement())).toBe(true)
    await userEvent.keyboard('{Tab}')
    expect(dialog.contains(deepActiveElement())).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  test("core's shake flag shakes the dialog", async () => {
    const { client, dialog } = await openFromPage()
    expect(dialog.classList.contains('pc-dialog--shake')).toBe(false)
    client.stores.modal.getState().triggerShake()
    await vi.waitFor(() => expect(dialog.classList.contains('pc-dialog--shake')).toBe(true))
  })

  test('the close button closes it', async () => {
    const { client } = await openFromPage()
    await userEvent.click(await findInModal('button[aria-label="Close"]'))
    expect(client.stores.modal.getState().open).toBe(false)
  })

  test('the page behind does not scroll while it is open, and does again once closed', async () => {
    const tall = document.createElement('div')
    tall.className = 'tall-page'
    tall.style.height = '5000px'
    document.body.prepend(tall)
    const { client } = await openFromPage()
    // Clicking the opener scrolled it into view, far down the page; the wheel goes back up.
    const openedAt = window.scrollY
    expect(openedAt).toBeGreaterThan(1000)
    await commands.wheelOverPage(-600)
    await commands.wheelOverPage(-600)
    expect(window.scrollY).toBe(openedAt)
    client.close()
    await vi.waitFor(() => expect(document.documentElement.style.overflow).toBe(''))
    await commands.wheelOverPage(-600)
    await vi.waitFor(() => expect(window.scrollY).toBeLessThan(openedAt))
  })

  test('header, back, close and every wallet have accessible names', async () => {
    const { client } = await openFromPage()
    expect((await findInModal('button[aria-label="Close"]')).tagName).toBe('BUTTON')
    expect(modalShadow()?.querySelector('button[aria-label="Back"]')).toBeNull()
    expect(walletButtons().map((button) => button.textContent?.trim())).toEqual([
      'MetaMask' + 'Installed',
      'Rabby' + 'Installed',
      'Ledger Live',
    ])
    client.stores.router.getState().push('Networks')
    expect((await findInModal('h2', 'Choose Network')).tagName).toBe('H2')
    await userEvent.click(await findInModal('button[aria-label="Back"]'))
    expect(client.stores.router.getState().view).toBe('Connect')
  })
})

describe('animations (SPEC §9)', () => {
  test('header text 120 ms, height 150 ms, views 150 ms; none under prefers-reduced-motion', async () => {
    const { client } = await openFromPage()
    // The view an open starts on is visible in the click's frame; a view navigated to fades in.
    expect(getComputedStyle(await findInModal('.pc-view')).animationName).toBe('none')
    client.stores.router.getState().push('Networks')
    const view = await findInModal('.pc-view--enter')
    const title = await findInModal('.pc-header__title')
    const router = await findInModal('.pc-router')
    expect(getComputedStyle(title).animationDuration).toBe('0.12s')
    expect(getComputedStyle(router).transitionDuration).toBe('0.15s')
    expect(getComputedStyle(router).transitionProperty).toBe('height')
    expect(getComputedStyle(view).animationDuration).toBe('0.15s')
    await commands.emulateReducedMotion(true)
    expect(getComputedStyle(title).animationName).toBe('none')
    expect(getComputedStyle(router).transitionDuration).toBe('0s')
    expect(getComputedStyle(view).animationName).toBe('none')
    await commands.emulateReducedMotion(false)
    // A new open starts still again, on whichever view it opens.
    client.close()
    await vi.waitFor(
      () => expect(modalShadow()?.querySelector('[role="dialog"]')?.checkVisibility() ?? false).toBe(false),
      WAIT,
    )
    client.open({ view: 'Networks' })
    await vi.waitFor(() => expect(modalShadow()?.querySelector('.pc-view--enter')).toBeNull(), WAIT)
    expect(getComputedStyle(await findInModal('.pc-view[data-view="Networks"]')).animationName).toBe('none')
  })
})

describe('shadow DOM holds against host CSS', () => {
  test('a page rule `* { color: red !important; font: 40px serif !important }` changes nothing inside', async () => {
    await openFromPage()
    const probes = () =>
      [
        '.pc-header__title',
        'button[aria-label="Close"]',
        'ul[aria-label] button',
        '.pc-list-item__title',
        '.pc-dialog',
      ].map((selector) => {
        const style = getComputedStyle(modalShadow()?.querySelector(selector) as Element)
        return [selector, style.color, style.fontFamily, style.fontSize, style.fontWeight, style.lineHeight]
      })
    const before = probes()
    const hostile = document.createElement('style')
    hostile.dataset.test = 'hostile'
    hostile.textContent = '* { color: red !important; font: 40px serif !important }'
    document.head.append(hostile)
    // The rule is live on the page itself, so the comparison below can fail.
    expect(getComputedStyle(document.body).color).toBe('rgb(255, 0, 0)')
    expect(probes()).toEqual(before)
    expect(before[0]?.[3]).toBe('16px')
  })
})
