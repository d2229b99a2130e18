import type { TokenBalance, Transaction } from '@portico/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'
import { CLOUD_URL, type CloudAnswer, heldAnswer, scriptedCloud } from '../../../test/scriptedCloud'

afterEach(resetPage)

const ADDRESS = '0x1111111111111111111111111111111111111111'
const quantity = (decimals: string, numeric: string) => ({ decimals, numeric })
const DUSD: TokenBalance = {
  name: 'Devnet Dollar',
  symbol: 'DUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0xd',
  value: 12.5,
  price: 1,
  quantity: quantity('6', '12.5'),
  iconUrl: '',
}
const DDL: TokenBalance = {
  name: 'Devnet Coin',
  symbol: 'DDL',
  chainId: 'eip155:1',
  price: 0,
  quantity: quantity('18', '999.98765'),
  iconUrl: '',
}
const transaction = (
  id: string,
  minedAt: string,
  operationType: string,
  status = 'confirmed',
): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:1', operationType, status, sentFrom: ADDRESS, sentTo: '0x2' },
  transfers: [{ direction: 'out', fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.5' } }],
})

/** The modal on the Account view of a connected wallet, its cloud answering as scripted. */
async function openAccount(routes: Parameters<typeof scriptedCloud>[0] = {}, locale?: string) {
  const cloud = scriptedCloud(routes)
  const { client } = await setupModal({
    ui: locale ? { locale } : {},
    options: { apiUrl: CLOUD_URL, fetch: cloud.fetch, features: { analytics: false } },
  })
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.open()
  await findInModal('[role="tablist"]')
  return { client, cloud }
}

const panel = () => modalShadow()?.querySelector<HTMLElement>('[role="tabpanel"]')
const panelState = () => panel()?.querySelector('[data-panel-state]')?.getAttribute('data-panel-state')
const balances = (tokens: TokenBalance[]): CloudAnswer => ({ status: 200, body: { balances: tokens } })

describe('Account view', () => {
  test('SPEC §5: the truncated address, the network and the native balance with 3 decimals', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    expect((await findInModal('p', '0x11…111111')).title).toBe(ADDRESS)
    // The active network heads the view as a button that opens Networks.
    const networkButton = await findInModal('button[aria-label="Network: Ethereum"]')
    expect(networkButton.textContent).toBe('Ethereum')
    expect(networkButton.title).toBe('Switch network')
    expect(modalShadow()?.textContent).not.toContain('Balance:')
    client.stores.chains.getState().patchAccount('eip155', { balance: '1234.56789', balanceSymbol: 'ETH' })
    expect((await findInModal('p', 'Balance:')).textContent).toBe('Balance: 1,234.568 ETH')
  })

  test('an embedded wallet account shows its email, truncated past 30 characters (SPEC §5)', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await findInModal('p', '0x11…111111')
    expect(modalShadow()?.textContent).not.toContain('@')
    const email = 'ada.lovelace.analytical.engine@example.com'
    const user = { email, address: ADDRESS, chainId: 1, accounts: [], userName: null }
    client.stores.chains.getState().patchAccount('eip155', { user })
    const shown = await findInModal('p', 'ada.lovelace')
    expect(shown.textContent).toBe(`${email.slice(0, 30)}…`)
    expect(shown.title).toBe(email)
  })

  test('a social login shows its provider and the name it gave, else its email, and no email update', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await findInModal('p', '0x11…111111')
    const user = {
      email: 'octo@example.com',
      address: ADDRESS,
      chainId: 1,
      accounts: [],
      userName: 'octocat',
    }
    client.stores.chains.getState().patchAccount('eip155', { user, socialProvider: 'github' })
    expect((await findInModal('p', 'GitHub')).textContent).toBe('GitHub · octocat')
    // The email is the provider's to change, and the name stands for the person: neither is offered here.
    expect(modalShadow()?.textContent).not.toContain('octo@example.com')
    expect(modalShadow()?.textContent).not.toContain('Change email')
    client.stores.chains.getState().patchAccount('eip155', { user: { ...user, userName: null } })
    await vi.waitFor(() => expect(modalShadow()?.textContent).toContain('GitHub · octo@example.com'), WAIT)
  })

  test('SPEC §2: tabs Tokens, NFTs and Activity, Tokens first, arrows move between them', async () => {
    await openAccount()
    const tablist = await findInModal('[role="tablist"]')
    expect(tablist.getAttribute('aria-label')).toBe('Account sections')
    const tabs = Array.from(tablist.querySelectorAll<HTMLElement>('[role="tab"]'))
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    expect(panel()?.getAttribute('aria-label')).toBe('Tokens')
    tabs[0]?.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(panel()?.getAttribute('aria-label')).toBe('NFTs')
  })

  test('SPEC §3, §7: Tokens loads from the cloud, then lists symbol, name, 3-decimal quantity and USD value', async () => {
    const held = heldAnswer(balances([DUSD, DDL]))
    await openAccount({ [`/v1/account/${ADDRESS}/balance`]: () => held.promise })
    expect((await findInModal('[role="status"]', '')).getAttribute('aria-label')).toBe(
      'Loading token balances',
    )
    expect(panelState()).toBe('loading')
    held.release()
    const list = await findInModal('ul[aria-label="Tokens"]')
    const rows = Array.from(list.querySelectorAll('li')).map((row) => row.textContent)
    // Name over symbol, amount over fiat value.
    expect(rows).toEqual(['Devnet DollarDUSD12.500$12.50', 'Devnet CoinDDL999.988'])
  })

  test('Tokens: an account holding none says so, naming the network', async () => {
    await openAccount({ [`/v1/account/${ADDRESS}/balance`]: () => balances([]) })
    await vi.waitFor(() => expect(panelState()).toBe('message'), WAIT)
    expect(panel()?.textContent).toBe('No tokens yetTokens this account holds on Ethereum show here.')
  })

  test('SPEC §8: Tokens shows the failure when the cloud fails, not an empty list', async () => {
    await openAccount({
      [`/v1/account/${ADDRESS}/balance`]: () => ({ status: 400, body: { message: 'bad' } }),
    })
    await vi.waitFor(() => expect(panelState()).toBe('error'), WAIT)
    expect(panel()?.textContent).toContain('Token balances are unavailable')
    expect(modalShadow()?.querySelector('ul[aria-label="Tokens"]')).toBeNull()
  })

  test('Tokens without a cloud: nothing is read, and the tab says so', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await findInModal('button[aria-label="Network: Ethereum"]')
    expect(panel()?.textContent).toBe(
      'Token balances are not read hereThis app reads no token balances for Ethereum.',
    )
  })

  test('SPEC §4, §7: Activity loads the history of the connected chain, then groups it by month, newest first', async () => {
    const held = heldAnswer({
      status: 200,
      body: {
        data: [
          transaction('a', '2026-03-02T10:00:00Z', 'send'),
          transaction('b', '2026-04-20T10:00:00Z', 'receive', 'failed'),
          {
            ...transaction('c', '2026-04-21T10:00:00Z', 'send'),
            metadata: { ...transaction('c', '2026-04-21T10:00:00Z', 'send').metadata, chain: 'eip155:8453' },
          },
        ],
        next: null,
      },
    })
    const { cloud } = await openAccount({ [`/v1/account/${ADDRESS}/history`]: () => held.promise })
    await userEvent.click(await findInModal('[role="tab"]', 'Activity'))
    await vi.waitFor(() => expect(panelState()).toBe('loading'), WAIT)
    expect(panel()?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading activity')
    const request = cloud.requests.find((url) => url.pathname.endsWith('/history'))
    expect(request?.searchParams.get('chainId')).toBe('eip155:1')
    held.release()
    await vi.waitFor(() => expect(panelState()).toBe('filled'), WAIT)
    const sections = Array.from(panel()?.querySelectorAll('section') ?? [])
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'April 2026',
      'March 2026',
    ])
    const rows = Array.from(panel()?.querySelectorAll('li') ?? []).map((row) => row.textContent)
    // SPEC §5: only the connected chain's transactions (the Base one is left out); amounts with 3 decimals.
    expect(rows).toEqual(['ReceivedApr 20 · Failed-0.500 ETH', 'SentMar 2-0.500 ETH'])
  })

  test('Activity: empty history says so; a failure says so and Try again fetches again', async () => {
    const answers: CloudAnswer[] = [
      { status: 400, body: { message: 'bad' } },
      { status: 200, body: { data: [], next: null } },
    ]
    await openAccount({
      [`/v1/account/${ADDRESS}/history`]: () => answers.shift() ?? { status: 500, body: {} },
    })
    await userEvent.click(await findInModal('[role="tab"]', 'Activity'))
    await vi.waitFor(() => expect(panelState()).toBe('error'), WAIT)
    expect(panel()?.textContent).toContain('Failed to fetch transactions')
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(panelState()).toBe('message'), WAIT)
    expect(panel()?.textContent).toBe('No activity yetTransactions on Ethereum show here.')
  })

  test('the tabs and their states are translated (es)', async () => {
    await openAccount({ [`/v1/account/${ADDRESS}/balance`]: () => balances([]) }, 'es')
    const tabs = Array.from(modalShadow()?.querySelectorAll('[role="tab"]') ?? []).map(
      (tab) => tab.textContent,
    )
    expect(tabs).toEqual(['Tokens', 'NFT', 'Actividad'])
    await vi.waitFor(() => expect(panel()?.textContent).toContain('Aún no hay tokens'), WAIT)
  })

  test('amounts and dollar values are written as the locale writes numbers (de)', async () => {
    const { client } = await openAccount(
      { [`/v1/account/${ADDRESS}/balance`]: () => balances([DUSD, DDL]) },
      'de',
    )
    client.stores.chains.getState().patchAccount('eip155', { balance: '1234.56789', balanceSymbol: 'ETH' })
    expect((await findInModal('p', 'Guthaben:')).textContent).toBe('Guthaben: 1.234,568 ETH')
    await vi.waitFor(() => expect(panelState()).toBe('filled'), WAIT)
    const rows = Array.from(panel()?.querySelectorAll('li') ?? []).map((row) => row.textContent)
    expect(rows).toEqual(['Devnet DollarDUSD12,50012,50\u00a0$', 'Devnet CoinDDL999,988'])
  })

  test('Disconnect clears the account and closes the modal', async () => {
    const { client } = await setupModal()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await userEvent.click(await findInModal('button', 'Disconnect'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('disconnected'), WAIT)
    expect(client.getAccount('eip155')?.address).toBeUndefined()
    expect(client.stores.modal.getState().open).toBe(false)
  })
})
