import { defineNetwork } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  CONNECT_ONLY,
  findInModal,
  modalShadow,
  resetPage,
  setupModal,
  WAIT,
} from '../../../test/modalHarness'

afterEach(resetPage)

const METAMASK = '0x1111111111111111111111111111111111111111'
const RABBY = '0x2222222222222222222222222222222222222222'
const [FIRST, SECOND] = [
  '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
]
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** The wallets' sections of the view, by the wallet's name. */
const walletCard = (name: string) =>
  vi.waitFor(() => {
    const card = Array.from(modalShadow()?.querySelectorAll<HTMLElement>('li[data-connection]') ?? []).find(
      (item) => item.querySelector('ul')?.getAttribute('aria-label') === `Accounts of ${name}`,
    )
    if (!card) throw new Error(`no card for ${name}`)
    return card
  }, WAIT)
const currentAccount = () =>
  modalShadow()?.querySelector('[aria-current="true"] [title]')?.getAttribute('title')

async function twoEvmWallets() {
  const modal = await setupModal({ options: { features: { multiWallet: true, analytics: false } } })
  await modal.client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  await modal.client.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
  return modal
}

describe('ProfileWallets view', () => {
  test('multiWallet: from Account, both wallets are listed with the active one marked; another is made active', async () => {
    const { client } = await twoEvmWallets()
    client.open()
    await userEvent.click(await findInModal('button[aria-label="Wallets and accounts"]'))
    expect((await findInModal('h2', 'Wallets')).textContent).toBe('Wallets')
    expect((await findInModal('h3')).textContent).toBe('EVM')
    const rabby = await walletCard('Rabby')
    expect(rabby.textContent).toContain('Active')
    expect(currentAccount()).toBe(RABBY)
    const metamask = await walletCard('MetaMask')
    const choose = metamask.querySelector<HTMLButtonElement>(':scope > ul button')
    expect(choose?.textContent).toBe('0x11…111111')
    await userEvent.click(choose as HTMLButtonElement)
    expect(client.getAccount('eip155')?.address).toBe(METAMASK)
    await vi.waitFor(() => expect(currentAccount()).toBe(METAMASK), WAIT)
  })

  test('each wallet shows its own balance, the one that is not active too', async () => {
    const modal = await setupModal({
      options: { features: { multiWallet: true, analytics: false } },
      capabilities: { ...CONNECT_ONLY, balance: true },
    })
    modal.wallets.setBalance(METAMASK, '1.5')
    modal.wallets.setBalance(RABBY, '2')
    await modal.client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await modal.client.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    modal.client.open()
    await userEvent.click(await findInModal('button[aria-label="Wallets and accounts"]'))
    await vi.waitFor(
      async () => expect((await walletCard('MetaMask')).textContent).toMatch(/1\.5\d* ETH/),
      WAIT,
    )
    await vi.waitFor(
      async () => expect((await walletCard('Rabby')).textContent).toMatch(/2(\.0+)? ETH/),
      WAIT,
    )
  })

  test('multiWallet: one wallet is disconnected from its card and the other stays', async () => {
    const { client, wallets } = await twoEvmWallets()
    client.open({ view: 'ProfileWallets' })
    await userEvent.click(await findInModal('button[aria-label="Disconnect Rabby"]'))
    await vi.waitFor(
      () => expect(modalShadow()?.querySelectorAll('li[data-connection]').length).toBe(1),
      WAIT,
    )
    expect(wallets.calls).toContain('disconnect:io.rabby')
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: METAMASK })
    expect(client.stores.router.getState().view).toBe('ProfileWallets')
  })

  test('multiWallet: Add wallet goes through Connect and comes back with the new wallet listed', async () => {
    const { client } = await twoEvmWallets()
    client.open()
    await userEvent.click(await findInModal('button[aria-label="Wallets and accounts"]'))
    await userEvent.click(await findInModal('button', 'Add wallet'))
    await userEvent.click(await findInModal('ul[aria-label] button', 'Ledger Live'))
    await walletCard('Ledger Live')
    expect(client.stores.router.getState().view).toBe('ProfileWallets')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(modalShadow()?.querySelectorAll('li[data-connection]').length).toBe(3)
    expect(client.getAccount('eip155')?.address).toBe('0x3333333333333333333333333333333333333333')
  })

  test('multiWallet off: the Account view’s way in shows SPEC §4’s info alert, and the account and view stay', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await userEvent.click(await findInModal('button[aria-label="Wallets and accounts"]'))
    expect((await findInModal('[role="alert"] strong')).textContent).toBe('Multi-Wallet Not Enabled')
    expect(client.stores.alerts.getState().alert?.variant).toBe('info')
    expect(client.stores.router.getState().view).toBe('Account')
    expect(client.getAccount('eip155')?.address).toBe(METAMASK)
    expect(client.stores.chains.getState().namespaces.eip155.connections).toHaveLength(1)
  })

  test('multiWallet off, no wallet: the view says so and offers to connect one', async () => {
    const { client } = await setupModal()
    client.open({ view: 'ProfileWallets' })
    expect((await findInModal('p', 'No wallet connected')).textContent).toBe('No wallet connected')
    await userEvent.click(await findInModal('button', 'Add wallet'))
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  test('a Polkadot wallet with two accounts; the second is picked by keyboard and the account follows', async () => {
    const dot = createTestAdapter(
      'polkadot',
      [
        {
          connector: testConnector('polkadot', 'talisman', 'INJECTED', 'Talisman'),
          address: FIRST,
          otherAddresses: [SECOND],
        },
      ],
      { capabilities: { selectAccount: true, balance: false } },
    )
    const { client } = await setupModal({ options: { networks: [polkadot], adapters: [dot.adapter] } })
    await client.connect({ namespace: 'polkadot', connectorId: 'talisman' })
    client.open()
    const entry = await findInModal('button[aria-label="Wallets and accounts"]')
    entry.focus()
    await userEvent.keyboard('{Enter}')
    const card = await walletCard('Talisman')
    // Multi-wallet is off: no disconnect per wallet, no Add wallet; the accounts are still to pick from.
    expect(card.querySelector('button[aria-label^="Disconnect"]')).toBeNull()
    expect(modalShadow()?.textContent).not.toContain('Add wallet')
    expect(currentAccount()).toBe(FIRST)
    const second = card.querySelector<HTMLButtonElement>(':scope > ul button')
    expect(second?.querySelector('[title]')?.getAttribute('title')).toBe(SECOND)
    second?.focus()
    await userEvent.keyboard('{Enter}')
    expect(client.getAccount('polkadot')?.address).toBe(SECOND)
    await vi.waitFor(() => expect(currentAccount()).toBe(SECOND), WAIT)
    // The first account is now the one to pick.
    expect(card.querySelector(':scope > ul button [title]')?.getAttribute('title')).toBe(FIRST)
  })
})
