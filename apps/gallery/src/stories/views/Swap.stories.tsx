import type { Meta } from '@storybook/react-vite'
import { HISTORY, TOKENS } from '../../fixtures/accountFixtures'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { connectLumenWithBalances, has, hasText, rightToLeft, until } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Swap' } satisfies Meta

const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = 'eip155:1:0x00000000000000000000000000000000000d05d0'
const DDL = 'eip155:1:0x00000000000000000000000000000000000dd1d1'
const USER = 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ROUTER = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'

// The cloud's swap answers in its documented shapes (apps/cloud README "Swaps").
const tokens = {
  tokens: [
    {
      name: 'Ether',
      symbol: 'ETH',
      address: ETH,
      decimals: 18,
      logoUri: '',
      eip2612: false,
      price: 2106.685,
    },
    {
      name: 'Devnet Dollar',
      symbol: 'DUSD',
      address: DUSD,
      decimals: 6,
      logoUri: '',
      eip2612: false,
      price: 1,
    },
    {
      name: 'Devnet Coin',
      symbol: 'DDL',
      address: DDL,
      decimals: 18,
      logoUri: '',
      eip2612: false,
      price: 0.5,
    },
  ],
}
const quote = (from: string, to: string, fromAmount: string, toAmount: string) => ({
  quotes: [
    {
      id: null,
      fromAmount,
      fromAccount: from,
      toAmount,
      toAccount: to,
      priceImpact: 0.3012,
      toAmountMin: '0',
      path: [from, to],
    },
  ],
})
const transaction = (amount: string, value: string) => ({
  tx: {
    from: USER,
    to: ROUTER,
    data: '0x7ff36ab5',
    amount,
    value,
    eip155: { gas: '200000', gasPrice: '1500000000' },
  },
})
const MAX_UINT = String(2n ** 256n - 1n)

const ethToDusd = {
  '/v1/convert/tokens': tokens,
  '/v1/convert/quotes': quote(ETH, DUSD, '500000000000000000', '1048217331'),
  '/v1/convert/allowance': { allowance: MAX_UINT },
  '/v1/convert/build-transaction': transaction('1048217331', '500000000000000000'),
}
const dusdToDdl = {
  '/v1/convert/tokens': tokens,
  '/v1/convert/quotes': quote(DUSD, DDL, '100000000', '197402597402597402597'),
  '/v1/convert/allowance': { allowance: '0' },
  '/v1/convert/build-transaction': transaction('197402597402597402597', '0'),
}
const cloudWith = (swap: Record<string, unknown>) =>
  ({ balances: 'filled', tokens: TOKENS, history: 'filled', transactions: HISTORY, swap }) as const

type Step = (gallery: GalleryClient, shadow: ShadowRoot) => Promise<void> | void

const select = (shadow: ShadowRoot, index: number) =>
  shadow.querySelectorAll<HTMLSelectElement>('form select')[index]
const formShown = (shadow: ShadowRoot) => Boolean(select(shadow, 0)?.value)
const quoteShown = has('section[aria-label] dl')

/** Picking and typing as React hears them (found by role in the form, so every locale runs the same steps). */
function pick(field: HTMLSelectElement | undefined, value: string) {
  if (!field) return
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('change', { bubbles: true }))
}
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The Swap view opened as from Account, then `from`/`to` picked and `amount` typed, then the `then` steps. */
const swapSteps =
  ({ from, to, amount }: { from?: string; to?: string; amount?: string }, ...then: Step[]) =>
  async (gallery: GalleryClient, shadow: ShadowRoot) => {
    gallery.client.stores.router.getState().push('Swap')
    await until(() => formShown(shadow))
    if (from) pick(select(shadow, 0), from)
    if (to) pick(select(shadow, 1), to)
    if (amount) typeInto(shadow.querySelector<HTMLInputElement>('form input[inputmode="decimal"]'), amount)
    for (const step of then) await step(gallery, shadow)
  }
/** Review pressed once the quote has come. */
const review: Step = async (_gallery, shadow) => {
  await until(() => quoteShown(shadow))
  shadow.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click()
}

const base = { prepare: connectLumenWithBalances } as const

/** As it opens: the tokens listed with balances, ETH to pay, nothing typed. */
export const Empty = modalStory({
  ...base,
  cloud: cloudWith(ethToDusd),
  afterOpen: swapSteps({}),
  settled: (shadow) => formShown(shadow) && hasText('Balance: 1.235 ETH')(shadow),
})
/** An amount typed; the cloud has not quoted yet. */
export const Quoting = modalStory({
  ...base,
  cloud: cloudWith({ ...ethToDusd, '/v1/convert/quotes': 'loading' }),
  afterOpen: swapSteps({ to: DUSD, amount: '0.5' }),
  settled: has('form[aria-busy="true"] [role="status"]'),
})
/** 0.5 ETH → DUSD quoted: price, impact, minimum at 1 % slippage, network fee. */
export const Quoted = modalStory({
  ...base,
  cloud: cloudWith(ethToDusd),
  afterOpen: swapSteps({ to: DUSD, amount: '0.5' }),
  settled: (shadow) => quoteShown(shadow) && hasText('1,037.735')(shadow),
})
/** DUSD → DDL with no allowance: the review lists the approval before the swap. */
export const ApproveNeeded = modalStory({
  ...base,
  cloud: cloudWith(dusdToDdl),
  afterOpen: swapSteps({ from: DUSD, to: DDL, amount: '100' }, review),
  settled: (shadow) => (shadow.querySelectorAll('ol li').length ?? 0) === 2,
})
/** More ETH than the wallet holds, refused as typed. */
export const InsufficientBalance = modalStory({
  ...base,
  cloud: cloudWith(ethToDusd),
  afterOpen: swapSteps({ to: DUSD, amount: '5' }),
  settled: hasText('Insufficient balance'),
})
/** SPEC §8: the cloud has no market on the network. */
export const UnsupportedNetwork = modalStory({
  ...base,
  cloud: cloudWith({ '/v1/convert/tokens': { refuse: 'Network not supported for Swaps' } }),
  afterOpen: ({ client }) => client.stores.router.getState().push('Swap'),
  settled: hasText('Network not supported for Swaps'),
})

/** locale: 'ar': the quote right to left, its amounts as Arabic writes numbers. */
export const Arabic = modalStory({
  ...base,
  locale: 'ar',
  cloud: cloudWith(ethToDusd),
  afterOpen: swapSteps({ to: DUSD, amount: '0.5' }),
  settled: rightToLeft(quoteShown),
})
/** locale: 'ja': an amount above the balance. */
export const Japanese = modalStory({
  ...base,
  locale: 'ja',
  cloud: cloudWith(ethToDusd),
  afterOpen: swapSteps({ to: DUSD, amount: '5' }),
  settled: has('form [role="alert"]'),
})
