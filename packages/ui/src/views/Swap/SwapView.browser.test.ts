import { porticoDevnet } from '@portico/core'
import { userRejection } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'
import { CLOUD_URL, type CloudAnswer, heldAnswer, scriptedCloud } from '../../../test/scriptedCloud'

afterEach(resetPage)

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ROUTER = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ok = (body: unknown): CloudAnswer => ({ status: 200, body })
// The cloud's answers in its documented shapes (apps/cloud README "Swaps"); core's parsing of them is
// tested against the real cloud on the devnet in core, and the whole flow in the demo's e2e.
const TOKENS = ok({
  tokens: [
    { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '', eip2612: false, price: 3000 },
    { name: 'Devnet USD', symbol: 'DUSD', address: DUSD, decimals: 6, logoUri: '', eip2612: false, price: 1 },
  ],
})
const quote = (from: string, to: string, fromAmount: string, toAmount: string) =>
  ok({
    quotes: [
      {
        id: null,
        fromAmount,
        fromAccount: from,
        toAmount,
        toAccount: to,
        priceImpact: 0.0331,
        toAmountMin: '0',
        path: [from, to],
      },
    ],
  })
/** build-transaction's swap for the quoted output `amount`, sending `value` wei. */
const swapTransaction = (amount = '2990000000', value = '1000000000000000000') =>
  ok({
    tx: {
      from: `eip155:1:${ADDRESS}`,
      to: ROUTER,
      data: '0x7ff36ab5',
      amount,
      value,
      eip155: { gas: '200000', gasPrice: '1000000000' },
    },
  })
const approveTransaction = ok({
  tx: { from: DUSD, to: DUSD, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1000000000' } },
})
const MAX_UINT = String(2n ** 256n - 1n)
const DUSD_BALANCE = {
  name: 'Devnet USD',
  symbol: 'DUSD',
  chainId: 'eip155:1',
  address: DUSD,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
}

/** The Swap view of a wallet holding 2 ETH and 100 DUSD on Ethereum, its cloud answering as scripted. */
async function openSwap(routes: Parameters<typeof scriptedCloud>[0], { locale }: { locale?: string } = {}) {
  const cloud = scriptedCloud({
    '/v1/account/': () => ok({ balances: [DUSD_BALANCE] }),
    ...routes,
  })
  const { client, wallets } = await setupModal({
    ui: locale ? { locale } : {},
    options: { apiUrl: CLOUD_URL, fetch: cloud.fetch, features: { analytics: false } },
  })
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.stores.chains.getState().patchAccount('eip155', { balance: '2', balanceSymbol: 'ETH' })
  await vi.waitFor(() => expect(client.getAccount()?.tokenBalance).toEqual([DUSD_BALANCE]), WAIT)
  client.open()
  client.stores.router.getState().push('Swap')
  return { client, cloud, wallets }
}

const field = (label: string) =>
  findInModal(`label`, label).then((element) =>
    modalShadow()?.getElementById((element as HTMLLabelElement).htmlFor),
  ) as Promise<HTMLInputElement & HTMLSelectElement>
const convertCalls = (requests: URL[]) =>
  requests
    .filter((url) => url.pathname.includes('/v1/convert/'))
    .map((url) => url.pathname.replace(/^\/cloud/, ''))

describe('Swap view', () => {
  test('spins while the tokens load, then offers them with their balances, ETH to pay', async () => {
    const tokens = heldAnswer(TOKENS)
    await openSwap({ '/v1/convert/tokens': () => tokens.promise })
    await findInModal('[role="status"][aria-label="Loading tokens"]')
    tokens.release()
    const from = await field('You pay')
    expect(from.value).toBe(ETH)
    expect(Array.from(from.options).map((option) => option.textContent)).toEqual([
      'ETH · 2.000',
      'DUSD · 100.000',
    ])
    expect((await findInModal('span', 'Balance:')).textContent).toBe('Balance: 2.000 ETH')
    expect((await findInModal('button', 'Review swap')).hasAttribute('disabled')).toBe(true)
  })

  test('1 ETH → DUSD: the quote with price, impact, minimum at 1 % and fee; review and swap through the wallet', async () => {
    const { client, cloud, wallets } = await openSwap({
      '/v1/convert/tokens': () => TOKENS,
      '/v1/convert/quotes': () => quote(ETH, DUSD, '1000000000000000000', '2990000000'),
      '/v1/convert/allowance': () => ok({ allowance: MAX_UINT }),
      '/v1/convert/build-transaction': () => swapTransaction(),
    })
    await userEvent.selectOptions(await field('You receive'), DUSD)
    await userEvent.type(await field('Amount'), '1')
    expect((await findInModal('p', 'You receive about')).textContent).toBe('You receive about 2,990 DUSD')
    const quoteText = (await findInModal('section[aria-label="Quote"]')).textContent
    expect(quoteText).toContain('Price2,990 DUSD per ETH')
    expect(quoteText).toContain('Minimum received2,960.1 DUSD')
    expect(quoteText).toContain('Network fee0.0002 ETH')
    expect(quoteText).toContain('Price impact0.03 %')
    await userEvent.click(await findInModal('button', 'Review swap'))
    expect((await findInModal('ol[aria-label="Steps in your wallet"]')).textContent).toBe('Swap ETH for DUSD')
    await userEvent.click(await findInModal('button', 'Swap now'))
    await vi.waitFor(
      () => expect(wallets.calls.filter((call) => call.startsWith('sendTransaction'))).toHaveLength(1),
      WAIT,
    )
    expect(wallets.calls.find((call) => call.startsWith('sendTransaction'))).toBe(
      'sendTransaction:eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3:1000000000000000000:native',
    )
    await findInModal('p', 'Swap complete')
    expect(convertCalls(cloud.requests)).toContain('/v1/convert/build-transaction')
    expect(client.stores.router.getState().view).toBe('Swap')
  })

  test('DUSD with no allowance: the review lists the approval first and the wallet gets it before the swap', async () => {
    const { wallets } = await openSwap({
      '/v1/convert/tokens': () => TOKENS,
      '/v1/convert/quotes': () => quote(DUSD, ETH, '50000000', '16000000000000000'),
      '/v1/convert/allowance': () => ok({ allowance: '0' }),
      '/v1/convert/build-approve': () => approveTransaction,
      '/v1/convert/build-transaction': () => swapTransaction('16000000000000000', '0'),
    })
    await userEvent.selectOptions(await field('You pay'), DUSD)
    await userEvent.selectOptions(await field('You receive'), ETH)
    await userEvent.type(await field('Amount'), '50')
    await findInModal('p', 'You receive about')
    await userEvent.click(await findInModal('button', 'Review swap'))
    const steps = await findInModal('ol[aria-label="Steps in your wallet"]')
    expect(Array.from(steps.querySelectorAll('li')).map((step) => step.textContent)).toEqual([
      'Approve DUSD for the exchange',
      'Swap DUSD for ETH',
    ])
    await userEvent.click(await findInModal('button', 'Approve and swap'))
    await vi.waitFor(
      () => expect(wallets.calls.filter((call) => call.startsWith('sendTransaction'))).toHaveLength(2),
      WAIT,
    )
    const [approve, swap] = wallets.calls.filter((call) => call.startsWith('sendTransaction'))
    expect(approve).toBe('sendTransaction:eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512:0:native')
    expect(swap).toBe('sendTransaction:eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3:0:native')
  })

  test('"Insufficient balance" as typed, with nothing asked of the cloud', async () => {
    const { cloud } = await openSwap({ '/v1/convert/tokens': () => TOKENS })
    await userEvent.selectOptions(await field('You receive'), DUSD)
    await userEvent.type(await field('Amount'), '3')
    expect((await findInModal('[role="alert"]')).textContent).toBe('Insufficient balance')
    expect(convertCalls(cloud.requests)).toEqual(['/v1/convert/tokens'])
    expect((await findInModal('button', 'Review swap')).hasAttribute('disabled')).toBe(true)
  })

  test("a network without a market: 'Network not supported for Swaps', no form", async () => {
    const { cloud } = await openSwap({
      '/v1/convert/tokens': () => ({ status: 400, body: { error: 'Network not supported for Swaps' } }),
    })
    expect((await findInModal('[role="alert"]')).textContent).toBe('Network not supported for Swaps')
    expect(modalShadow()?.querySelector('form')).toBeNull()
    expect(convertCalls(cloud.requests)).toEqual(['/v1/convert/tokens'])
  })

  test('the wallet rejects: the form is kept with the reason', async () => {
    const { wallets } = await openSwap({
      '/v1/convert/tokens': () => TOKENS,
      '/v1/convert/quotes': () => quote(ETH, DUSD, '1000000000000000000', '2990000000'),
      '/v1/convert/allowance': () => ok({ allowance: MAX_UINT }),
      '/v1/convert/build-transaction': () => swapTransaction(),
    })
    await userEvent.selectOptions(await field('You receive'), DUSD)
    await userEvent.type(await field('Amount'), '1')
    await findInModal('p', 'You receive about')
    await userEvent.click(await findInModal('button', 'Review swap'))
    wallets.failNext(userRejection())
    await userEvent.click(await findInModal('button', 'Swap now'))
    expect((await findInModal('[role="alert"]')).textContent).toBe('The swap was rejected in your wallet')
    expect((await field('Amount')).value).toBe('1')
    expect((await field('You receive')).value).toBe(DUSD)
  })

  test('speaks the chosen locale', async () => {
    await openSwap({ '/v1/convert/tokens': () => TOKENS }, { locale: 'es' })
    expect((await field('Pagas')).value).toBe(ETH)
    expect((await findInModal('button', 'Revisar intercambio')).textContent).toBe('Revisar intercambio')
  })

  test('the Account view offers Swap on a swap network and opens the view; not on a chain without a market', async () => {
    const { client } = await openSwap({ '/v1/convert/tokens': () => TOKENS })
    client.stores.router.getState().reset('Account')
    await userEvent.click(await findInModal('ul[aria-label] button', 'Swap'))
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Swap'), WAIT)
    resetPage()

    const cloud = scriptedCloud({ '/v1/account/': () => ok({ balances: [] }) })
    const devnet = await setupModal({
      options: {
        apiUrl: CLOUD_URL,
        fetch: cloud.fetch,
        networks: [porticoDevnet],
        features: { analytics: false },
      },
    })
    await devnet.client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    devnet.client.open()
    await findInModal('ul[aria-label] button', 'Send')
    // The swap entry answers from its chunk (already loaded above) a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(modalShadow()?.querySelector('ul[aria-label]')?.textContent).not.toContain('Swap')
  })
})
