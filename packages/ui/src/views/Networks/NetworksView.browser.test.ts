import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, PorticoError } from '@portico/core'
import { userRejection } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const titleOf = (button: HTMLButtonElement | undefined) =>
  button?.querySelector('.pc-list-item__title')?.textContent
const networkButtons = () =>
  findInModal('ul[aria-label="Networks"]').then((list) => Array.from(list.querySelectorAll('button')))

describe('Networks view', () => {
  test('lists the configured networks with the current one marked; a click switches the connected wallet', async () => {
    const { client, wallets } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open({ view: 'Networks' })
    expect((await findInModal('h2', 'Choose Network')).textContent).toBe('Choose Network')
    const [ethereum, base] = await networkButtons()
    expect([titleOf(ethereum), titleOf(base)]).toEqual(['Ethereum', 'Base'])
    expect(ethereum?.getAttribute('aria-current')).toBe('true')
    expect(base?.getAttribute('aria-current')).toBeNull()
    await userEvent.click(base as HTMLButtonElement)
    await vi.waitFor(() => expect(client.getNetwork('eip155')?.name).toBe('Base'), WAIT)
    expect(wallets.calls).toContain('switchNetwork:eip155:8453')
  })

  test('a failed switch is said in a snackbar and stays on the list; a rejection stays quiet', async () => {
    const { client, wallets } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open({ view: 'Networks' })
    const [, base] = await networkButtons()
    wallets.failNext(new Error('The wallet is busy'))
    await userEvent.click(base as HTMLButtonElement)
    expect((await findInModal('.pc-snackbar', 'Could not switch')).textContent).toBe(
      'Could not switch to Base',
    )
    expect(client.stores.router.getState().view).toBe('Networks')
    expect(client.getNetwork('eip155')?.name).toBe('Ethereum')

    client.stores.alerts.getState().closeBanner()
    wallets.failNext(userRejection())
    const switching = vi.spyOn(client, 'switchNetwork')
    await userEvent.click(base as HTMLButtonElement)
    // The view's own handler settles first (it awaited the switch before this test did).
    await expect(switching.mock.results[0]?.value).rejects.toThrow('User rejected')
    expect(client.stores.alerts.getState().banner.open).toBe(false)
    expect(client.stores.router.getState().view).toBe('Networks')
  })

  test("a wallet that cannot be on the network says SPEC §5's words, and stays where it was", async () => {
    const { client, wallets } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open({ view: 'Networks' })
    const [, base] = await networkButtons()
    wallets.failNext(
      new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, { details: 'eip155:8453' }),
    )
    await userEvent.click(base as HTMLButtonElement)
    expect((await findInModal('.pc-snackbar', 'does not support')).textContent).toBe(
      CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
    )
    expect(client.stores.router.getState().view).toBe('Networks')
    expect(client.getNetwork('eip155')?.name).toBe('Ethereum')
  })

  test('from Account, the network button opens it and a switch goes back', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    expect((await findInModal('p', '0x11…111111')).textContent).toBe('0x11…111111')
    expect((await findInModal('[role="img"][aria-label="Avatar of 0x11…111111"]')).tagName).toBe('SPAN')
    // The active network heads the Account view as a button that opens Networks.
    await userEvent.click(await findInModal('button[aria-label="Network: Ethereum"]'))
    const [, base] = await networkButtons()
    await userEvent.click(base as HTMLButtonElement)
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Account'), WAIT)
    expect((await findInModal('button[aria-label="Network: Base"]')).textContent).toBe('Base')
  })
})

describe('UnsupportedChain and SwitchActiveChain', () => {
  test('UnsupportedChain explains and offers the configured networks', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open({ view: 'UnsupportedChain' })
    expect((await findInModal('h2', 'Switch Network')).textContent).toBe('Switch Network')
    expect((await findInModal('p', "doesn't support")).textContent).toContain('Switch to an available option')
    expect((await networkButtons()).map(titleOf)).toEqual(['Ethereum', 'Base'])
  })

  test('SwitchActiveChain names the network and leads to Connect for its namespace', async () => {
    const { client } = await setupModal()
    client.open()
    client.stores.router.getState().push('SwitchActiveChain', {
      switchToChain: 'eip155',
      navigateTo: 'Connect',
      network: client.options.networks[1],
    })
    expect((await findInModal('p', 'Base')).textContent).toBe(
      'Connect a wallet that supports Base to continue.',
    )
    await userEvent.click(await findInModal('button', 'Connect Wallet'))
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.getActiveNamespace()).toBe('eip155')
  })
})
