// @vitest-environment happy-dom
import { createMemoryStorage, ethereum, type PorticoUi } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { PorticoProvider } from '../PorticoProvider'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ui = vi.hoisted(() => ({
  preloadModal: vi.fn(() => Promise.resolve()),
  mount: vi.fn(),
  createPorticoUi: vi.fn(),
}))
// The modal's loading is watched; the label logic the buttons share with `<portico-button>` is the real one.
vi.mock('@portico/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portico/ui')>()),
  preloadModal: ui.preloadModal,
  createPorticoUi: ui.createPorticoUi.mockImplementation(() => ({ mount: ui.mount })),
}))

const ADDRESS = '0x1111111111111111111111111111111111112345'
const containers: HTMLElement[] = []
beforeEach(() => {
  ui.preloadModal.mockClear()
  ui.mount.mockClear()
  ui.createPorticoUi.mockClear()
})
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

const allButtons = (
  <>
    <ConnectButton showAccount={false} />
    <AccountButton />
    <NetworkButton />
  </>
)

async function render(options: { ui?: PorticoUi; locale?: string } = {}, buttons: ReactNode = allButtons) {
  const evm = createTestAdapter('eip155', [
    {
      connector: testConnector('eip155', 'dev.portico.wallet'),
      address: ADDRESS,
      chainId: 1,
      balance: '1.23456',
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [ethereum],
    adapters: [evm.adapter],
    storage: createMemoryStorage(),
    ...options,
  })
  const container = document.createElement('div')
  document.body.append(container)
  containers.push(container)
  await act(async () => {
    createRoot(container).render(<PorticoProvider client={client}>{buttons}</PorticoProvider>)
    await client.ready
  })
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find(
      (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
    )
  const connect = () => act(() => client.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' }))
  return { client, button, connect, container }
}

describe('createPortico', () => {
  test('mounts the modal of @portico/ui by default, in the locale asked for', async () => {
    const { client } = await render({ locale: 'es' })
    expect(ui.createPorticoUi).toHaveBeenCalledWith({ locale: 'es' })
    expect(ui.mount).toHaveBeenCalledWith(client)
  })

  test("a host's own ui replaces it", async () => {
    const own = { mount: vi.fn() }
    const { client } = await render({ ui: own })
    expect(ui.createPorticoUi).not.toHaveBeenCalled()
    expect(own.mount).toHaveBeenCalledWith(client)
  })
})

describe('buttons', () => {
  test('ConnectButton opens Connect, and preloads the modal on hover and on focus', async () => {
    const { client, button } = await render()
    const connect = button('Connect Wallet')
    if (!connect) throw new Error('no Connect Wallet button')
    connect.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    act(() => connect.focus())
    expect(ui.preloadModal).toHaveBeenCalled()
    act(() => connect.click())
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  test('AccountButton shows nothing until connected, then the truncated address and balance with 3 decimals', async () => {
    const { client, button, connect } = await render()
    expect(button('Account 0x11…112345')).toBeUndefined()
    await connect()
    await vi.waitFor(() => expect(button('Account 0x11…112345, 1.235 ETH')).toBeDefined())
    expect(button('Account 0x11…112345, 1.235 ETH')?.textContent).toBe('0x11…112345 1.235 ETH')
    act(() => button('Account 0x11…112345, 1.235 ETH')?.click())
    expect(client.stores.router.getState().view).toBe('Account')
  })

  test('NetworkButton names the current network and opens Networks', async () => {
    const { client, button, connect } = await render()
    await connect()
    const network = button('Network: Ethereum')
    expect(network?.textContent).toBe('Ethereum')
    act(() => network?.click())
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Networks')
  })
})

describe('ConnectButton once connected', () => {
  test('shows the avatar, the truncated address and the balance, and opens the Account view', async () => {
    const { client, button, connect, container } = await render({}, <ConnectButton />)
    expect(button('Connect Wallet')).toBeDefined()
    await connect()
    const account = await vi.waitFor(() => {
      const found = button('Account 0x11…112345, 1.235 ETH')
      if (!found) throw new Error('the button does not show the account yet')
      return found
    })
    expect(account.textContent).toBe('0x11…112345 1.235 ETH')
    expect(account.title).toBe(ADDRESS)
    expect(container.querySelector('[data-portico-avatar]')?.getAttribute('aria-hidden')).toBe('true')
    expect(button('Connect Wallet')).toBeUndefined()
    act(() => account.click())
    expect(client.stores.router.getState().view).toBe('Account')
  })

  test('the account name replaces the address, and its profile image the drawn avatar', async () => {
    const { client, button, connect, container } = await render({}, <ConnectButton showBalance={false} />)
    await connect()
    act(() =>
      client.stores.chains.getState().patchAccount('eip155', {
        profileName: 'alice.portico.id',
        profileImage: 'https://127.0.0.1/alice.png',
      }),
    )
    await vi.waitFor(() => expect(button('Account alice.portico.id')?.textContent).toBe('alice.portico.id'))
    expect(container.querySelector('img[data-portico-avatar]')?.getAttribute('src')).toBe(
      'https://127.0.0.1/alice.png',
    )
  })

  test('showAccount={false} keeps the label after connecting', async () => {
    const { connect, button } = await render({}, <ConnectButton showAccount={false} label="Wallet" />)
    await connect()
    await vi.waitFor(() => expect(button('Wallet')).toBeDefined())
    expect(button('Account 0x11…112345, 1.235 ETH')).toBeUndefined()
  })
})
