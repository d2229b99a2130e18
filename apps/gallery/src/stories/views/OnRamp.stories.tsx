import type { Meta } from '@storybook/react-vite'
import { TOKENS } from '../../fixtures/accountFixtures'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { connectLumenWithBalances, has, hasText, rightToLeft, until } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/OnRamp' } satisfies Meta

const DUSD = '0x00000000000000000000000000000000000d05d0'
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
const money = (amount: string, currency = 'USD') => ({ amount, currency })

// The cloud's on-ramp answers in their documented shapes (apps/cloud README "On-ramp sandbox").
const options = {
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
}
const quote = {
  coinbaseFee: money('1.00'),
  networkFee: money('0.00'),
  paymentSubtotal: money('99.00'),
  paymentTotal: money('100.00'),
  purchaseAmount: money('98.039215', 'DUSD'),
  quoteId: 'q-1',
  estimateUnavailable: false,
}
// SPEC §8 with the provider stopped: the defaults, and the placeholder quote with no purchase amount.
const defaultOptions = {
  purchaseCurrencies: [],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: LIMITS }],
  providerUnavailable: true,
}
const placeholderQuote = {
  ...quote,
  coinbaseFee: money(''),
  networkFee: money(''),
  paymentSubtotal: money(''),
  purchaseAmount: money('', 'ETH'),
  quoteId: '',
  estimateUnavailable: true,
}
const ORDER_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00'
const DECLINED = 'Your card was declined. Nothing was charged and no funds were sent.'
const order = (status: string, failure: string | null = null) => ({
  id: ORDER_ID,
  status,
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  network: 'eip155:1',
  purchaseCurrency: 'DUSD',
  purchaseAmount: '98.039215',
  paymentAmount: '100.00',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  provider: 'meld',
  transactionHash: null,
  failure,
})
const cloudWith = (onramp: Record<string, unknown>) =>
  ({ balances: 'filled', tokens: TOKENS, history: 'empty', onramp }) as const

type Step = (gallery: GalleryClient, shadow: ShadowRoot) => Promise<void> | void

const form = has('form[aria-label] select')
/** Picking and typing as React hears them (found by their place in the form, so every locale runs the same steps). */
function pick(field: HTMLSelectElement | null, value: string) {
  if (!field) return
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('change', { bubbles: true }))
}
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The on-ramp opened as from Account, DUSD picked when offered and `amount` typed. */
const buySteps =
  (amount?: string): Step =>
  async ({ client }, shadow) => {
    client.stores.router.getState().push('OnRampProviders')
    await until(() => form(shadow))
    const currency = [...shadow.querySelectorAll<HTMLSelectElement>('form select')].find((select) =>
      [...select.options].some((option) => option.value === 'DUSD'),
    )
    if (currency) pick(currency, 'DUSD')
    if (amount) typeInto(shadow.querySelector<HTMLInputElement>('form input[inputmode="decimal"]'), amount)
  }
/** The order the checkout window paid, followed as Continue leaves it. */
const following: Step = ({ client }) =>
  client.stores.router.getState().push('BuyInProgress', { orderId: ORDER_ID })

const base = { prepare: connectLumenWithBalances } as const

/** As it opens: the providers with their fee, what the network sells, the fiat currencies and the card limits. */
export const Options = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/options': options, '/v1/onramp/quote': quote }),
  afterOpen: buySteps(),
  settled: (shadow) => form(shadow) && hasText('$7,500.00')(shadow),
})
/** 5 USD, under the card's minimum: refused as typed, Continue off. */
export const AmountRefused = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/options': options, '/v1/onramp/quote': quote }),
  afterOpen: buySteps('5'),
  settled: has('form [role="alert"]'),
})
/** 100 USD of DUSD quoted: what arrives and the provider fee. */
export const Quoted = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/options': options, '/v1/onramp/quote': quote }),
  afterOpen: buySteps('100'),
  settled: hasText('98.039215'),
})
/** The provider stopped (SPEC §8): the default options marked as such, and "Estimate unavailable" with no number. */
export const EstimateUnavailable = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/options': defaultOptions, '/v1/onramp/quote': placeholderQuote }),
  afterOpen: buySteps('100'),
  settled: (shadow) => has('form [role="note"]')(shadow) && has('form [role="status"]')(shadow),
})
/** Paid in the checkout window; the order not settled yet. */
export const InProgress = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/orders': order('paying') }),
  afterOpen: following,
  settled: has('[role="status"]'),
})
/** The order done: what arrived. */
export const Done = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/orders': order('done') }),
  afterOpen: following,
  settled: hasText('98.039215'),
})
/** The card declined: the order failed with the provider's reason. */
export const Failed = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/onramp/orders': order('failed', DECLINED) }),
  afterOpen: following,
  settled: hasText(DECLINED),
})

/** locale: 'ar': the quote right to left, its amounts as Arabic writes numbers. */
export const Arabic = modalStory({
  ...base,
  locale: 'ar',
  cloud: cloudWith({ '/v1/onramp/options': options, '/v1/onramp/quote': quote }),
  afterOpen: buySteps('100'),
  settled: rightToLeft(has('form section[aria-label]')),
})
/** locale: 'ja': an amount under the card's minimum. */
export const Japanese = modalStory({
  ...base,
  locale: 'ja',
  cloud: cloudWith({ '/v1/onramp/options': options, '/v1/onramp/quote': quote }),
  afterOpen: buySteps('5'),
  settled: has('form [role="alert"]'),
})
