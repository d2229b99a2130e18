import { createMemoryStorage, createPortico, ethereum } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CONNECT_ONLY, findDialog, resetPage, setupModal, WAIT } from '../../test/modalHarness'
import type { PorticoButtonElement } from './definePorticoButtons'

afterEach(() => {
  resetPage()
  for (const element of document.querySelectorAll(
    'portico-button, portico-account-button, portico-network-button',
  ))
    element.remove()
})

// Vitest runs each browser test file in its own frame, so these resource entries are this file's alone.
const shellLoaded = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => /\/src\/modal\/mountModal\.ts$/.test(new URL(entry.name).pathname))

/** The host's markup, written before any client exists, as a page without React would. */
function hostButtons() {
  const holder = document.createElement('div')
  holder.className = 'tall-page'
  holder.innerHTML =
    '<portico-button></portico-button><portico-network-button></portico-network-button><portico-account-button></portico-account-button>'
  document.body.append(holder)
  const inner = (name: string) => {
    const button = document.querySelector(name)?.shadowRoot?.querySelector('button')
    if (!button) throw new Error(`${name} has no button yet`)
    return button
  }
  return {
    connect: () => inner('portico-button'),
    network: () => inner('portico-network-button'),
    account: () => inner('portico-account-button'),
    accountElement: () => document.querySelector('portico-account-button') as HTMLElement,
  }
}

const accessibleName = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent

describe('element buttons on a page the host renders without React', () => {
  test('hovering preloads the modal; clicking opens it; once connected they show the account and its balance', async () => {
    const buttons = hostButtons()
    const { client } = await setupModal()
    await vi.waitFor(() => expect(accessibleName(buttons.connect())).toBe('Connect Wallet'))
    expect(buttons.accountElement().hidden).toBe(true)
    expect(accessibleName(buttons.network())).toBe('Network: Ethereum')
    expect(buttons.network().textContent).toBe('Ethereum')

    expect(shellLoaded()).toBe(false)
    await userEvent.hover(buttons.connect())
    await vi.waitFor(() => expect(shellLoaded()).toBe(true), WAIT)
    expect(document.querySelector('portico-modal')).toBeNull()

    await userEvent.click(buttons.connect())
    await findDialog()
    expect(client.stores.router.getState().view).toBe('Connect')
    client.close()

    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await vi.waitFor(() => expect(accessibleName(buttons.connect())).toBe('Account 0x11…111111'))
    // The avatar drawn from the address, as the modal and @portico/react's buttons show it.
    const avatar = buttons.connect().querySelector<HTMLElement>('.avatar')
    expect(avatar?.getAttribute('aria-hidden')).toBe('true')
    expect(getComputedStyle(avatar as HTMLElement).borderRadius).toBe('50%')
    expect(avatar?.style.background).toContain('radial-gradient')
    expect(buttons.accountElement().hidden).toBe(false)
    client.stores.chains.getState().patchAccount('eip155', { balance: '1.23456', balanceSymbol: 'ETH' })
    await vi.waitFor(() => expect(accessibleName(buttons.account())).toBe('Account 0x11…111111, 1.235 ETH'))
    expect(buttons.account().textContent).toBe('0x11…1111111.235 ETH')

    await userEvent.click(buttons.account())
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Account'))
    client.close()
    await userEvent.click(buttons.network())
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Networks'))
  })

  test('keyboard: each button is reached with Tab and opens with Enter', async () => {
    const buttons = hostButtons()
    const { client } = await setupModal()
    await vi.waitFor(() => expect(accessibleName(buttons.connect())).toBe('Connect Wallet'))
    document.body.focus()
    const reached: string[] = []
    for (let press = 0; press < 6 && !reached.includes('Network: Ethereum'); press++) {
      await userEvent.keyboard('{Tab}')
      const host = document.activeElement
      const button = host?.shadowRoot?.activeElement as HTMLButtonElement | null | undefined
      reached.push(button ? (accessibleName(button) ?? '') : (host?.textContent ?? ''))
    }
    expect(reached).toEqual(expect.arrayContaining(['Connect Wallet', 'Network: Ethereum']))
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Networks'), WAIT)
    expect(client.stores.modal.getState().open).toBe(true)
  })

  test('element.client picks a client of its own, in the locale attribute given', async () => {
    const { client: mounted } = await setupModal()
    const wallets = createTestAdapter(
      'eip155',
      [
        {
          connector: testConnector('eip155', 'own', 'ANNOUNCED', 'Own'),
          address: '0x4444444444444444444444444444444444444444',
        },
      ],
      { capabilities: CONNECT_ONLY },
    )
    const own = createPortico({
      networks: [ethereum],
      adapters: [wallets.adapter],
      storage: createMemoryStorage(),
    })
    await own.ready
    const element = document.createElement('portico-button') as PorticoButtonElement
    element.setAttribute('locale', 'es')
    element.client = own
    document.body.append(element)
    const button = () => element.shadowRoot?.querySelector('button') as HTMLButtonElement
    expect(accessibleName(button())).toBe('Conectar billetera')
    await own.connect({ namespace: 'eip155', connectorId: 'own' })
    await vi.waitFor(() => expect(accessibleName(button())).toBe('Cuenta 0x44…444444'))
    expect(mounted.getAccount('eip155')?.status).toBe('disconnected')
  })

  test('a regional locale attribute picks the closest catalogue (ar-EG → Arabic)', async () => {
    await setupModal()
    const element = document.createElement('portico-button') as PorticoButtonElement
    element.setAttribute('locale', 'ar-EG')
    document.body.append(element)
    const button = element.shadowRoot?.querySelector('button') as HTMLButtonElement
    await vi.waitFor(() => expect(accessibleName(button)).toBe('ربط المحفظة'))
  })
})
