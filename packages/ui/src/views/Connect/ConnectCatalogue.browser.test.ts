import { afterEach, describe, expect, test, vi } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import { setupWithCatalogue, stopCatalogues } from '../../../test/catalogueHarness'
import {
  findDialog,
  findInModal,
  modalShadow,
  resetPage,
  setupModal,
  WAIT,
  walletButtons,
} from '../../../test/modalHarness'

afterEach(async () => {
  resetPage()
  await stopCatalogues()
})

const names = () => walletButtons().map((button) => button.querySelector('.pc-list-item__title')?.textContent)

describe('Connect view with a catalogue', () => {
  test('paints the announced wallets before the catalogue answers, then fills in the recommended ones', async () => {
    const { client, url } = await setupWithCatalogue({ hold: true })
    client.open()
    await findDialog()
    await vi.waitFor(() => expect(names()).toEqual(['MetaMask', 'Rabby', 'Ledger Live']), WAIT)
    const skeleton = await findInModal('[role="status"][aria-label="Loading wallets"]')
    expect(skeleton.querySelectorAll('.pc-shimmer').length).toBe(4)
    expect(client.stores.catalogue.getState().recommendedLoading).toBe(true)
    await commands.releaseCatalogue(url)
    await vi.waitFor(
      () =>
        expect(names()).toEqual([
          'MetaMask',
          'Rabby',
          'Ledger Live',
          'Wallet 001',
          'Wallet 002',
          'Wallet 003',
          'Wallet 004',
        ]),
      WAIT,
    )
    expect(modalShadow()?.querySelector('[aria-label="Loading wallets"]')).toBeNull()
  })

  test('featured wallets come after installed ones and before external ones (SPEC §9)', async () => {
    const { client } = await setupWithCatalogue({
      options: { featuredWalletIds: ['wallet-300', 'wallet-200'] },
    })
    client.open()
    await vi.waitFor(() => expect(names()).toContain('Wallet 001'), WAIT)
    expect(names()).toEqual([
      'MetaMask',
      'Rabby',
      'Wallet 300',
      'Wallet 200',
      'Ledger Live',
      'Wallet 001',
      'Wallet 002',
      'Wallet 003',
      'Wallet 004',
    ])
  })

  test('"All Wallets" is a named button that opens the AllWallets view', async () => {
    const { client } = await setupWithCatalogue()
    client.open()
    const entry = await findInModal('button', 'All Wallets')
    entry.focus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('AllWallets'))
    expect((await findInModal('h2', 'All Wallets')).textContent).toBe('All Wallets')
  })

  test('a recommended wallet that is not installed shows its links', async () => {
    const { client } = await setupWithCatalogue()
    client.open()
    await vi.waitFor(() => expect(names()).toContain('Wallet 002'), WAIT)
    await userEvent.click(walletButtons()[names().indexOf('Wallet 002')] as HTMLButtonElement)
    expect((await findInModal('h2', 'Wallet 002')).textContent).toBe('Wallet 002')
    const link = await findInModal('a', 'Open desktop app')
    expect(link.getAttribute('href')).toBe('wallet002://')
    expect(modalShadow()?.textContent).toContain('Wallet 002 is not installed in this browser')
  })

  test('without a cloud there is no All Wallets entry', async () => {
    const { client } = await setupModal()
    client.open()
    await vi.waitFor(() => expect(names()).toHaveLength(3), WAIT)
    expect(
      Array.from(modalShadow()?.querySelectorAll('button') ?? []).map((b) => b.textContent),
    ).not.toContain('All Wallets')
  })

  test("keyboard: Tab reaches each catalogue wallet and All Wallets, each named; a wallet's links too", async () => {
    const { client } = await setupWithCatalogue()
    client.open()
    await vi.waitFor(() => expect(names()).toContain('Wallet 004'), WAIT)
    const shadow = modalShadow() as ShadowRoot
    const tabUntil = async (name: string) => {
      const reached: string[] = []
      for (let press = 0; press < 14 && !reached.includes(name); press++) {
        await userEvent.keyboard('{Tab}')
        const active = shadow.activeElement as HTMLElement | null
        reached.push(active?.getAttribute('aria-label') ?? active?.textContent ?? '')
      }
      return reached
    }
    expect(await tabUntil('All Wallets')).toEqual(
      expect.arrayContaining(['Wallet 001', 'Wallet 002', 'Wallet 003', 'Wallet 004', 'All Wallets']),
    )
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect((shadow.activeElement as HTMLElement).textContent).toBe('Wallet 004')
    await userEvent.keyboard('{Enter}')
    await findInModal('a', 'Open desktop app')
    expect(await tabUntil('Open desktop app')).toContain('Open desktop app')
  })

  test.each([
    ['en', '1,234', '1,234 wallets'],
    ['ru', '1\u00a0234', '1\u00a0234 кошелька'],
    ['ar', '1,234', '1,234 محفظةً'],
  ])(
    "All Wallets shows the catalogue's count in %s digits, read out with the plural form",
    async (locale, shown, read) => {
      const { client } = await setupWithCatalogue({ count: 1234, ui: { locale } })
      await client.stores.catalogue.getState().fetchPage(1)
      client.open()
      const tag = (await findInModal('.pc-list-item__tag', shown)) as HTMLElement
      expect(tag.querySelector('[aria-hidden="true"]')?.textContent).toBe(shown)
      expect(tag.querySelector('.pc-visually-hidden')?.textContent).toBe(read)
    },
  )
})
