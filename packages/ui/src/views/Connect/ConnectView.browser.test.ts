import { testConnector, userRejection } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  findDialog,
  findInModal,
  LEDGER,
  modalShadow,
  resetPage,
  setupModal,
  WAIT,
  walletButtons,
} from '../../../test/modalHarness'

afterEach(resetPage)

const names = () => walletButtons().map((button) => button.querySelector('.pc-list-item__title')?.textContent)

async function openConnect() {
  const harness = await setupModal()
  harness.client.open()
  await findDialog()
  await vi.waitFor(() => expect(walletButtons().length).toBe(3), WAIT)
  return harness
}

describe('Connect view with a real core client', () => {
  test('lists the connectors core holds, installed wallets before external ones', async () => {
    await openConnect()
    expect(names()).toEqual(['MetaMask', 'Rabby', 'Ledger Live'])
    expect(modalShadow()?.querySelector('ul')?.getAttribute('aria-label')).toBe('Wallets')
  })

  test('a wallet announced after opening appears without reopening', async () => {
    const { wallets } = await openConnect()
    wallets.announce([testConnector('eip155', 'app.phantom', 'ANNOUNCED', 'Phantom'), LEDGER])
    await vi.waitFor(() => expect(names()).toEqual(['Phantom', 'Ledger Live']))
  })

  test('clicking a wallet connects through the client, then the modal closes', async () => {
    const { client, wallets } = await openConnect()
    await userEvent.click(walletButtons()[1] as HTMLButtonElement)
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
    expect(wallets.calls).toContain('connect:io.rabby')
    expect(client.getAccount('eip155')?.address).toBe('0x2222222222222222222222222222222222222222')
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
  })

  test('a rejection shows "Connection rejected", and Try again connects', async () => {
    const { client, wallets } = await openConnect()
    wallets.failNext(userRejection())
    await userEvent.click(walletButtons()[0] as HTMLButtonElement)
    expect((await findInModal('h2', 'MetaMask')).tagName).toBe('H2')
    const message = await findInModal('[role="alert"]', 'Connection rejected')
    expect(message.textContent).toBe('Connection rejected')
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
    expect(wallets.calls.filter((call) => call === 'connect:io.metamask')).toHaveLength(2)
  })

  test('any other failure shows "Failed to connect"', async () => {
    const { wallets } = await openConnect()
    wallets.failNext(new Error('extension crashed'))
    await userEvent.click(walletButtons()[2] as HTMLButtonElement)
    expect((await findInModal('[role="alert"]', 'Failed to connect')).textContent).toBe('Failed to connect')
    expect((await findInModal('button', 'Try again')).tagName).toBe('BUTTON')
  })

  test('while waiting it shows the wallet and a named spinner; Back returns to the list', async () => {
    const { client, wallets } = await openConnect()
    let answer: (() => void) | undefined
    const connect = wallets.adapter.connect
    wallets.adapter.connect = (parameters) =>
      new Promise((resolve) => {
        answer = () => resolve(connect(parameters))
      })
    await userEvent.click(walletButtons()[0] as HTMLButtonElement)
    expect((await findInModal('p', 'Continue in MetaMask')).textContent).toBe('Continue in MetaMask')
    expect((await findInModal('[role="status"][aria-label="Connecting"]')).tagName).toBe('SPAN')
    await userEvent.click(await findInModal('button[aria-label="Back"]'))
    expect(client.stores.router.getState().view).toBe('Connect')
    answer?.()
  })

  test('the last connected wallet comes first, marked "Recent"', async () => {
    const { client } = await openConnect()
    await client.connect({ namespace: 'eip155', connectorId: 'com.ledger' })
    await client.disconnect()
    client.open()
    await vi.waitFor(() => expect(names()[0]).toBe('Ledger Live'), WAIT)
    expect(walletButtons()[0]?.querySelector('.pc-list-item__tag')?.textContent).toBe('Recent')
  })

  test('SPEC §5: wallets the host excludes by name or rdns are not listed', async () => {
    const { client } = await setupModal({ options: { excludeWalletIds: ['rabby'] } })
    client.open()
    await vi.waitFor(() => expect(names()).toEqual(['MetaMask', 'Ledger Live']), WAIT)
  })

  test('with no wallets it says so', async () => {
    const { client, wallets } = await setupModal()
    wallets.announce([])
    client.open()
    expect((await findInModal('p', 'No wallets found')).textContent).toBe('No wallets found')
  })
})
