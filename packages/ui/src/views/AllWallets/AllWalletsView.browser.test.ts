import { WALLETS_PAGE_SIZE } from '@portico/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import { setupWithCatalogue, stopCatalogues } from '../../../test/catalogueHarness'
import { findInModal, METAMASK, modalShadow, resetPage, WAIT } from '../../../test/modalHarness'

afterEach(async () => {
  resetPage()
  await stopCatalogues()
})

const list = () => modalShadow()?.querySelector<HTMLUListElement>('ul[aria-label="All wallets"]') ?? null
const rows = () => Array.from(list()?.querySelectorAll('li') ?? [])
const rowNames = () => rows().map((row) => row.querySelector('.pc-list-item__title')?.textContent)
const scroller = () => modalShadow()?.querySelector<HTMLElement>('.pc-wallet-list') ?? null

/** A 360 px area of 64 px rows cuts at most 7, and 2 rows of overscan sit on either side. */
const MAX_RENDERED_ROWS = 7 + 2 * 2

/** The list's length as it tells assistive technology. */
const setSize = () => list()?.querySelector('li')?.getAttribute('aria-setsize')

async function openAllWallets(options: Parameters<typeof setupWithCatalogue>[0] = {}, firstPage = '40') {
  const harness = await setupWithCatalogue(options)
  harness.client.open()
  await userEvent.click(await findInModal('button', 'All Wallets'))
  await vi.waitFor(() => expect(setSize()).toBe(firstPage), WAIT)
  return harness
}

describe('AllWallets with a catalogue of 500 wallets', () => {
  test('only the rows on screen are in the DOM, and page 2 is fetched when the end of page 1 comes into view', async () => {
    const { walletRequests, imageRequests, client } = await openAllWallets()
    const pages = async () =>
      (await walletRequests()).filter((query) => query.get('entries') === String(WALLETS_PAGE_SIZE))
    expect((await pages()).map((query) => query.get('page'))).toEqual(['1'])
    // Virtualised: a 360 px area of 64 px rows shows 6, plus 2 rows of overscan.
    expect(rows().length).toBeLessThanOrEqual(8)
    expect(rowNames()[0]).toBe('Wallet 001')
    expect(rowNames()).not.toContain('Wallet 020')

    const area = scroller() as HTMLElement
    area.scrollTop = area.scrollHeight / 2
    await vi.waitFor(() => expect(rowNames()).toContain('Wallet 020'))
    expect(rowNames()).not.toContain('Wallet 001')
    expect((await pages()).map((query) => query.get('page'))).toEqual(['1'])

    area.scrollTop = area.scrollHeight
    await vi.waitFor(
      async () => expect((await pages()).map((query) => query.get('page'))).toEqual(['1', '2']),
      WAIT,
    )
    await vi.waitFor(() => expect(setSize()).toBe('80'), WAIT)
    expect(client.stores.catalogue.getState().count).toBe(500)
    // Anywhere in the list: at most 7 rows on screen (6 whole, 2 cut), 2 of overscan either side.
    expect(rows().length).toBeLessThanOrEqual(MAX_RENDERED_ROWS)
    expect(rowNames()).not.toContain('Wallet 001')

    // SPEC §9: the first 20 of each page are prefetched; rows never shown beyond them are not.
    await vi.waitFor(async () => expect(await imageRequests()).toContain('image-060'), WAIT)
    const images = await imageRequests()
    for (const id of ['image-001', 'image-020', 'image-041', 'image-059']) expect(images).toContain(id)
    expect(images).not.toContain('image-070')
  })

  test('search shows up to 100 results after a loading state, and "No wallets found" when none match', async () => {
    const { url, walletRequests } = await openAllWallets()
    const search = await findInModal('input[type="search"]')
    expect(
      search.getAttribute('aria-label') ??
        modalShadow()?.querySelector(`label[for="${search.id}"]`)?.textContent,
    ).toBe('Search wallets')
    await commands.holdCatalogue(url)
    await userEvent.type(search, '1')
    expect((await findInModal('[role="status"][aria-label="Searching wallets"]')).tagName).toBe('SPAN')
    expect(list()).toBeNull()
    await commands.releaseCatalogue(url)
    await vi.waitFor(() => expect(setSize()).toBe('100'), WAIT)
    const query = (await walletRequests()).find((params) => params.get('search') === '1')
    expect(query?.get('entries')).toBe('100')
    expect(rowNames().every((name) => name?.includes('1'))).toBe(true)

    await userEvent.clear(search)
    await userEvent.type(search, 'nothing like it')
    expect((await findInModal('p[role="status"]', 'No wallets found')).textContent).toBe('No wallets found')
  })

  test('SPEC §5: excluded wallets never appear, by id, rdns or name in another case', async () => {
    const excludeWalletIds = ['wallet-002', 'com.wallet003', 'WALLET 004']
    // The cloud drops wallet-002 by id; core drops the rdns and name matches from the 40 it sends.
    const { client } = await openAllWallets({ options: { excludeWalletIds } }, '38')
    expect(rowNames().slice(0, 3)).toEqual(['Wallet 001', 'Wallet 005', 'Wallet 006'])
    const search = await findInModal('input[type="search"]')
    await userEvent.type(search, 'Wallet 00')
    await vi.waitFor(() => expect(rowNames()[0]).toBe('Wallet 001'), WAIT)
    const area = scroller() as HTMLElement
    area.scrollTop = area.scrollHeight
    await vi.waitFor(() => expect(rowNames()).toContain('Wallet 009'))
    expect(setSize()).toBe('6')
    const catalogue = client.stores.catalogue.getState()
    const shown = [...catalogue.recommended, ...catalogue.wallets, ...catalogue.searchResults].map(
      (w) => w.name,
    )
    for (const name of ['Wallet 002', 'Wallet 003', 'Wallet 004']) expect(shown).not.toContain(name)
  })

  test('keyboard: the search field and each wallet are reachable and named; Enter on an installed wallet connects', async () => {
    const { client, wallets } = await openAllWallets()
    wallets.announce([{ ...METAMASK, info: { rdns: 'com.wallet005' } }])
    const shadow = modalShadow() as ShadowRoot
    const reached: string[] = []
    for (let press = 0; press < 12 && !reached.includes('Wallet 005'); press++) {
      await userEvent.keyboard('{Tab}')
      const active = shadow.activeElement as HTMLElement | null
      const name =
        active?.getAttribute('aria-label') ??
        (active?.id ? shadow.querySelector(`label[for="${active.id}"]`)?.textContent : undefined) ??
        active?.querySelector('.pc-list-item__title')?.textContent ??
        active?.textContent
      reached.push(name ?? '')
    }
    expect(reached).toEqual(
      expect.arrayContaining(['Back', 'Close', 'Search wallets', 'Wallet 001', 'Wallet 005']),
    )
    expect(reached.every((name) => name.trim().length > 0)).toBe(true)
    expect((shadow.activeElement as HTMLElement).textContent).toContain('Installed')
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
    expect(wallets.calls).toContain('connect:io.metamask')
  })

  test('a page the cloud fails to serve says so without retrying in a loop, and Try again loads it', async () => {
    const { client, url, walletRequests } = await setupWithCatalogue()
    client.open()
    await vi.waitFor(() => expect(client.stores.catalogue.getState().recommended).toHaveLength(4), WAIT)
    // SPEC §8: the cloud client tries 3 times; all three fail.
    await commands.failCatalogue(url, 3)
    await userEvent.click(await findInModal('button', 'All Wallets'))
    const alert = await findInModal('[role="alert"]', 'Could not load wallets')
    expect(alert.textContent).toBe('Could not load wallets. Try again.')
    const pageRequests = async () =>
      (await walletRequests()).filter((query) => query.get('entries') === String(WALLETS_PAGE_SIZE))
    expect(await pageRequests()).toHaveLength(3)
    expect(rowNames()).toEqual(['Wallet 001', 'Wallet 002', 'Wallet 003', 'Wallet 004'])
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(setSize()).toBe('40'), WAIT)
    // The alert leaves with the render that follows the loaded page, which a loaded machine may not have painted yet.
    await vi.waitFor(() => expect(modalShadow()?.querySelector('[role="alert"]')).toBeNull(), WAIT)
    expect(await pageRequests()).toHaveLength(4)
  })

  test('keyboard: Tab walks past the rendered rows, and the list renders the ones it reaches', async () => {
    await openAllWallets()
    const shadow = modalShadow() as ShadowRoot
    ;(await findInModal('input[type="search"]')).focus()
    const reached: string[] = []
    for (let press = 0; press < 16; press++) {
      await userEvent.keyboard('{Tab}')
      reached.push((shadow.activeElement as HTMLElement | null)?.textContent ?? '')
    }
    expect(reached).toEqual(
      Array.from({ length: 16 }, (_, index) => `Wallet ${String(index + 1).padStart(3, '0')}`),
    )
    expect(rowNames()).not.toContain('Wallet 001')
    expect(rows().length).toBeLessThanOrEqual(MAX_RENDERED_ROWS)
  })
})
