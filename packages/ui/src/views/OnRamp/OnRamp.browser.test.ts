import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'
import { CLOUD_URL, type CloudAnswer, heldAnswer, scriptedCloud } from '../../../test/scriptedCloud'

afterEach(() => {
  vi.restoreAllMocks()
  resetPage()
})

const ADDRESS = '0x1111111111111111111111111111111111111111'
const DUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ok = (body: unknown): CloudAnswer => ({ status: 200, body })
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]
const network = (contract_address: string) => ({
  name: 'eip155:1',
  display_name: 'Ethereum',
  chain_id: '1',
  contract_address,
})
// The cloud's answers in its documented shapes (apps/cloud README "On-ramp sandbox"); core's reading of
// them is tested against the real cloud in core, and the whole flow against the stack in the demo's e2e.
const OPTIONS = ok({
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [network('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')],
    },
    { id: 'DUSD', name: 'Devnet USD', symbol: 'DUSD', networks: [network(DUSD)] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  providerUnavailable: false,
})
const money = (amount: string, currency = 'USD') => ({ amount, currency })
const QUOTE = ok({
  coinbaseFee: money('1.00'),
  networkFee: money('0.00'),
  paymentSubtotal: money('99.00'),
  paymentTotal: money('100.00'),
  purchaseAmount: money('98.039215', 'DUSD'),
  quoteId: 'q-1',
  estimateUnavailable: false,
})
// SPEC §8 with the provider stopped: the defaults, and the placeholder quote with no purchase amount.
const DEFAULT_OPTIONS = ok({
  purchaseCurrencies: [],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: LIMITS }],
  providerUnavailable: true,
})
const PLACEHOLDER_QUOTE = ok({
  coinbaseFee: money(''),
  networkFee: money(''),
  paymentSubtotal: money(''),
  paymentTotal: money('100.00'),
  purchaseAmount: money('', 'ETH'),
  quoteId: '',
  estimateUnavailable: true,
})
const ORDER_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00'
const CHECKOUT_URL = `http://127.0.0.1:9/onramp/checkout/${ORDER_ID}`
const order = (status: string, extra: Record<string, unknown> = {}) =>
  ok({
    id: ORDER_ID,
    status,
    address: ADDRESS,
    network: 'eip155:1',
    purchaseCurrency: 'DUSD',
    purchaseAmount: '98.039215',
    paymentAmount: '100.00',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    provider: 'meld',
    transactionHash: null,
    failure: null,
    ...extra,
  })

/** The Account view of a wallet on Ethereum with on-ramp on, its cloud answering as scripted. */
async function openAccount(routes: Parameters<typeof scriptedCloud>[0], features = {}) {
  const cloud = scriptedCloud({ '/v1/account/': () => ok({ balances: [] }), ...routes })
  const { client } = await setupModal({
    options: { apiUrl: CLOUD_URL, fetch: cloud.fetch, features: { analytics: false, ...features } },
  })
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.open()
  return { client, cloud }
}

async function openBuy(routes: Parameters<typeof scriptedCloud>[0]) {
  const opened = await openAccount(routes)
  await userEvent.click(await findInModal('ul[aria-label] button', 'Buy'))
  await findInModal('form[aria-label="Buy crypto"]')
  return opened
}

const field = (label: string) =>
  findInModal('label', label).then((element) =>
    modalShadow()?.getElementById((element as HTMLLabelElement).htmlFor),
  ) as Promise<HTMLInputElement & HTMLSelectElement>
const continueButton = () => findInModal('button[type="submit"]', 'Continue')
const calls = (requests: URL[], path: string) => requests.filter((url) => url.pathname.endsWith(path)).length

/** A stand-in for the checkout window: the test runs no second page, it sees where the modal sends it. */
function checkoutWindowSpy() {
  const opened = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() }
  const open = vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window)
  return { open, opened }
}

describe('On-ramp views', () => {
  test('the Account view offers Buy with on-ramp on, and not with it off', async () => {
    await openAccount({})
    await findInModal('ul[aria-label] button', 'Buy')
    resetPage()

    await openAccount({}, { onramp: false })
    await findInModal('ul[aria-label] button', 'Send')
    expect(modalShadow()?.querySelector('ul[aria-label]')?.textContent).not.toContain('Buy')
  })

  test('lists the providers with their fee, what the network sells, the fiat currencies and the card limits', async () => {
    await openBuy({ '/v1/onramp/options': () => OPTIONS })
    expect((await findInModal('fieldset')).textContent).toBe('ProviderMeldFee 1%–2%CoinbaseFee 1%–2%')
    const asset = await field('You buy')
    expect(Array.from(asset.options).map((option) => option.value)).toEqual(['ETH', 'DUSD'])
    expect(Array.from((await field('You pay in')).options).map((option) => option.value)).toEqual([
      'USD',
      'EUR',
    ])
    expect((await findInModal('p', 'Card limits')).textContent).toBe('Card limits: $10.00 to $7,500.00')
    expect((await continueButton()).hasAttribute('disabled')).toBe(true)
  })

  test('5 USD is refused as typed, with no quote asked; 7,600 too', async () => {
    const { cloud } = await openBuy({ '/v1/onramp/options': () => OPTIONS, '/v1/onramp/quote': () => QUOTE })
    await userEvent.type(await field('Amount (USD)'), '5')
    expect((await findInModal('[role="alert"]')).textContent).toBe('The minimum is $10.00')
    expect((await continueButton()).hasAttribute('disabled')).toBe(true)
    await userEvent.clear(await field('Amount (USD)'))
    await userEvent.type(await field('Amount (USD)'), '7600')
    expect((await findInModal('[role="alert"]')).textContent).toBe('The maximum is $7,500.00')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(calls(cloud.requests, '/v1/onramp/quote')).toBe(0)
  })

  test('100 USD of DUSD: the quote to its last digit and the provider fee', async () => {
    const { cloud } = await openBuy({ '/v1/onramp/options': () => OPTIONS, '/v1/onramp/quote': () => QUOTE })
    await userEvent.selectOptions(await field('You buy'), 'DUSD')
    await userEvent.type(await field('Amount (USD)'), '100')
    expect((await findInModal('section[aria-label="Quote"]')).textContent).toBe(
      'You receive 98.039215 DUSDProvider fee $1.00',
    )
    expect((await continueButton()).hasAttribute('disabled')).toBe(false)
    expect(calls(cloud.requests, '/v1/onramp/quote')).toBe(1)
  })

  test('the provider stopped: the default options marked as such and "Estimate unavailable", no number', async () => {
    const { cloud } = await openBuy({
      '/v1/onramp/options': () => DEFAULT_OPTIONS,
      '/v1/onramp/quote': () => PLACEHOLDER_QUOTE,
    })
    expect((await findInModal('[role="note"]')).textContent).toBe(
      'The provider could not be reached: default options shown',
    )
    // The defaults sell nothing: the network's own currency stands in, so the amount can still be typed.
    expect(Array.from((await field('You buy')).options).map((option) => option.value)).toEqual(['ETH'])
    await userEvent.type(await field('Amount (USD)'), '100')
    const estimate = await findInModal('p[role="status"]', 'Estimate unavailable')
    expect(estimate.textContent).toBe('Estimate unavailable')
    expect(calls(cloud.requests, '/v1/onramp/quote')).toBe(1)
    expect(modalShadow()?.querySelector('section[aria-label="Quote"]')).toBeNull()
  })

  test('Continue opens the window inside the click, sends it to the checkout, and follows the order to done', async () => {
    const { open, opened } = checkoutWindowSpy()
    const generator = heldAnswer(ok({ url: CHECKOUT_URL }))
    const answers = [order('pending'), order('paying'), order('done', { transactionHash: '0xabc' })]
    const { client } = await openBuy({
      '/v1/onramp/options': () => OPTIONS,
      '/v1/onramp/quote': () => QUOTE,
      '/v1/generators/onrampurl': () => generator.promise,
      '/v1/onramp/orders/': () => answers.shift() ?? order('done'),
    })
    await userEvent.selectOptions(await field('You buy'), 'DUSD')
    await userEvent.type(await field('Amount (USD)'), '100')
    await findInModal('section[aria-label="Quote"]')
    await userEvent.click(await continueButton())
    // Opened before the cloud answered: a popup blocker allows only an open inside the click.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(opened.opener).toBeNull()
    expect(opened.location.href).toBe('')
    generator.release()
    await vi.waitFor(() => expect(opened.location.href).toBe(CHECKOUT_URL), WAIT)
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('BuyInProgress'), WAIT)
    expect((await findInModal('[role="status"][aria-label="Purchase in progress"]')).isConnected).toBe(true)
    expect((await findInModal('p[role="status"]', 'Payment received')).textContent).toBe(
      'Payment received, sending your funds',
    )
    expect((await findInModal('p[role="status"]', 'Received')).textContent).toBe('Received 98.039215 DUSD')
  })

  test('a declined card: the order fails with the provider’s reason', async () => {
    checkoutWindowSpy()
    const declined = 'Your card was declined. Nothing was charged and no funds were sent.'
    await openBuy({
      '/v1/onramp/options': () => OPTIONS,
      '/v1/onramp/quote': () => QUOTE,
      '/v1/generators/onrampurl': () => ok({ url: CHECKOUT_URL }),
      '/v1/onramp/orders/': () => order('failed', { failure: declined }),
    })
    await userEvent.type(await field('Amount (USD)'), '100')
    await findInModal('section[aria-label="Quote"]')
    await userEvent.click(await continueButton())
    expect((await findInModal('[role="alert"]', 'failed')).textContent).toBe(
      `The purchase failed: ${declined}`,
    )
  })

  test('a checkout the cloud refuses closes the window and says why, the form kept', async () => {
    const { opened } = checkoutWindowSpy()
    await openBuy({
      '/v1/onramp/options': () => OPTIONS,
      '/v1/onramp/quote': () => QUOTE,
      '/v1/generators/onrampurl': () => ({
        status: 400,
        body: { error: 'amount outside the limits: 10.00 to 7500.00 USD' },
      }),
    })
    await userEvent.type(await field('Amount (USD)'), '100')
    await findInModal('section[aria-label="Quote"]')
    await userEvent.click(await continueButton())
    expect((await findInModal('[role="alert"]', 'checkout')).textContent).toBe(
      'The checkout could not be opened: amount outside the limits: 10.00 to 7500.00 USD',
    )
    expect(opened.close).toHaveBeenCalled()
    expect((await field('Amount (USD)')).value).toBe('100')
  })
})
