import { ALERTS } from '@portico/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findDialog, findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../test/modalHarness'

afterEach(resetPage)

describe('alert bar and snackbar', () => {
  test("core's alert shows as an alert and can be dismissed", async () => {
    const { client } = await setupModal({ options: { projectId: '' } })
    client.open()
    const alert = await findInModal('.pc-alert[role="alert"]')
    expect(alert.textContent).toContain(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage)
    await userEvent.click(await findInModal('button[aria-label="Dismiss"]'))
    expect(client.stores.alerts.getState().alert).toBeUndefined()
    await vi.waitFor(() => expect(modalShadow()?.querySelector('.pc-alert')).toBeNull())
  })

  test("core's banner shows as a status, an error banner as an alert", async () => {
    const { client } = await setupModal()
    client.open()
    await findDialog()
    client.stores.alerts.getState().showBanner({ message: 'Address copied', variant: 'success' })
    expect((await findInModal('.pc-snackbar[role="status"]')).textContent).toBe('Address copied')
    client.stores.alerts.getState().closeBanner()
    await vi.waitFor(() => expect(modalShadow()?.querySelector('.pc-snackbar')).toBeNull())
    client.stores.alerts.getState().showBanner({ message: 'Send failed', variant: 'error' })
    expect((await findInModal('.pc-snackbar[role="alert"]')).textContent).toBe('Send failed')
  })
})

describe('legal footer', () => {
  test('links the host terms and privacy policy on the Connect view', async () => {
    const { client } = await setupModal({
      options: {
        termsConditionsUrl: 'https://example.test/terms',
        privacyPolicyUrl: 'https://example.test/privacy',
      },
    })
    client.open()
    const footer = await findInModal('.pc-legal')
    const links = Array.from(footer.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.rel,
    ])
    expect(links).toEqual([
      ['Terms of Service', 'https://example.test/terms', 'noopener noreferrer'],
      ['Privacy Policy', 'https://example.test/privacy', 'noopener noreferrer'],
    ])
    expect(footer.textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy.',
    )
  })

  test('is absent when the host gave neither link', async () => {
    const { client } = await setupModal()
    client.open()
    await findDialog()
    await findInModal('ul[aria-label]')
    expect(modalShadow()?.querySelector('.pc-legal')).toBeNull()
  })
})

describe('embedded mode', () => {
  test('renders inline in the host element, as a non-modal dialog that leaves the page alone', async () => {
    const container = document.createElement('div')
    container.className = 'tall-page'
    document.body.append(container)
    const { client } = await setupModal({ ui: { container }, options: { enableEmbedded: true } })
    client.open()
    const element = await vi.waitFor(() => {
      const found = container.querySelector('portico-modal')
      if (!found) throw new Error('not mounted yet')
      return found
    }, WAIT)
    const dialog = await findDialog()
    expect(element.parentElement).toBe(container)
    expect(dialog.getAttribute('aria-modal')).toBeNull()
    expect(modalShadow()?.querySelector('.pc-overlay')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })
})

describe('theme', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`${mode}: core's themeVariables reach the shadow root, with readable text at full colour mix`, async () => {
      const { client } = await setupModal({
        options: {
          themeMode: mode,
          themeVariables: {
            '--portico-color-mix': '#7b3fe4',
            '--portico-color-mix-strength': 100,
            '--portico-z-index': 2000,
          },
        },
      })
      client.open()
      const dialog = await findDialog()
      const title = await findInModal('.pc-header__title')
      const item = await findInModal('.pc-list-item')
      expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(123, 63, 228)')
      expect(getComputedStyle(dialog.parentElement as HTMLElement).zIndex).toBe('2000')
      const { contrastRatio } = await import('../theme/contrastRatio')
      const channels = (css: string) => {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number]
        return { r: r / 255, g: g / 255, b: b / 255 }
      }
      expect(
        contrastRatio(
          channels(getComputedStyle(title).color),
          channels(getComputedStyle(dialog).backgroundColor),
        ),
      ).toBeGreaterThanOrEqual(4.5)
      expect(
        contrastRatio(
          channels(getComputedStyle(item).color),
          channels(getComputedStyle(item).backgroundColor),
        ),
      ).toBeGreaterThanOrEqual(4.5)
      client.setThemeMode(mode === 'light' ? 'dark' : 'light')
      await vi.waitFor(() =>
        expect(modalShadow()?.querySelector('.pc-root')?.getAttribute('data-theme')).not.toBe(mode),
      )
    })
  }

  test('page-level --portico-accent on the host element is honoured', async () => {
    const style = document.createElement('style')
    style.dataset.test = 'theme'
    style.textContent = 'portico-modal { --portico-accent: rgb(200, 30, 30); }'
    document.head.append(style)
    const { client } = await setupModal()
    client.open()
    await findDialog()
    const root = modalShadow()?.querySelector('.pc-root') as HTMLElement
    expect(getComputedStyle(root).getPropertyValue('--pc-accent').trim()).toBe('#c81e1e')
  })
})
