import { userRejection } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import { HISTORY, TOKENS } from '../../fixtures/accountFixtures'
import type { GalleryClient } from '../../harness/createGalleryClient'
import {
  connectLumenWithBalances,
  goTo,
  has,
  hasText,
  rightToLeft,
  until,
} from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Send' } satisfies Meta

const cloud = { balances: 'filled', tokens: TOKENS, history: 'filled', transactions: HISTORY } as const

/** Another account of the devnet's kind: a valid EVM receiver. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A valid Solana address: a receiver on the other namespace. */
const SOLANA_RECEIVER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

type Step = (gallery: GalleryClient, shadow: ShadowRoot) => Promise<void> | void

const formShown = has('form .pc-input__field')
const previewShown = has('section[aria-label] dd')
/** The preview's fee has arrived: digits of any script, not the estimating text. */
const feeShown = (shadow: ShadowRoot) =>
  /\p{Nd}/u.test(shadow.querySelector('section[aria-label] dd')?.textContent ?? '')

/** Typing into a field, as React hears it. */
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

// Found by role in the form, not by their words, so the same steps run in every locale.
const amountField = (shadow: ShadowRoot) =>
  shadow.querySelector<HTMLInputElement>('form input[inputmode="decimal"]')
const receiverField = (shadow: ShadowRoot) =>
  shadow.querySelector<HTMLInputElement>('form input:not([inputmode])')

/** From Account (the feature row's Send), the form typed as a visitor would, then the `then` steps. */
const sendSteps =
  ({ amount, receiver }: { amount?: string; receiver?: string }, ...then: Step[]) =>
  async (gallery: GalleryClient, shadow: ShadowRoot) => {
    goTo('Send')(gallery)
    await until(() => formShown(shadow) && Boolean(shadow.querySelector('select')?.value))
    if (amount !== undefined) typeInto(amountField(shadow), amount)
    if (receiver !== undefined) typeInto(receiverField(shadow), receiver)
    for (const step of then) await step(gallery, shadow)
  }

/** Review pressed (the form's submit). */
const review: Step = (_gallery, shadow) =>
  shadow.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click()
/** Review pressed on a valid form: the preview, its fee estimated. */
const toPreview: Step = async (gallery, shadow) => {
  await review(gallery, shadow)
  await until(() => feeShown(shadow))
}
/** The preview's Send now (its accent button). */
const confirm = (shadow: ShadowRoot) =>
  shadow.querySelector<HTMLButtonElement>('section[aria-label] .pc-button--accent')?.click()

const base = { cloud, prepare: connectLumenWithBalances } as const

/** As it opens from Account: the first token (the chain's native one) picked, its balance under it. */
export const Empty = modalStory({
  ...base,
  afterOpen: sendSteps({}),
  settled: (shadow) => formShown(shadow) && hasText('Balance: 1.235 ETH')(shadow),
})
/** Amount and receiver typed, not yet reviewed. */
export const Filled = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '0.5', receiver: RECEIVER }),
  settled: (shadow) => formShown(shadow) && amountField(shadow)?.value === '0.5',
})
/** SPEC §4: the preview, what goes where, with the network fee the wallet's adapter estimated. */
export const Preview = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '0.5', receiver: RECEIVER }, toPreview),
  settled: (shadow) => previewShown(shadow) && hasText('0.000021 ETH')(shadow),
})
/** SPEC §5: Review with nothing typed. */
export const AmountAndReceiverRequired = modalStory({
  ...base,
  afterOpen: sendSteps({}, review),
  settled: hasText('An amount and receiver address are required'),
})
/** An amount that is no decimal number. */
export const InvalidAmount = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '1..5', receiver: RECEIVER }, review),
  settled: hasText('Enter a valid amount'),
})
/** SPEC §5: a receiver that is no address of the network's namespace. */
export const InvalidReceiver = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '0.5', receiver: '0x1234' }, review),
  settled: hasText('Enter a valid Ethereum address'),
})
/** A Solana address while the account is on Ethereum. */
export const ReceiverOnOtherNamespace = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '0.5', receiver: SOLANA_RECEIVER }, review),
  settled: has('form [role="alert"]'),
})
/** More than the 1.234567 ETH the wallet holds. */
export const InsufficientBalance = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '5', receiver: RECEIVER }, review),
  settled: hasText('The amount is more than your ETH balance'),
})
/** Send now pressed; the wallet has not answered yet. */
export const Sending = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '0.5', receiver: RECEIVER }, toPreview, ({ wallets }, shadow) => {
    wallets.pauseNext()
    confirm(shadow)
  }),
  settled: (shadow) => feeShown(shadow) && has('section[aria-label] button[aria-busy="true"]')(shadow),
})
/** SPEC §4: the wallet refused; back on the form with what was typed, and why. */
export const WalletRejected = modalStory({
  ...base,
  afterOpen: sendSteps({ amount: '0.5', receiver: RECEIVER }, toPreview, ({ wallets }, shadow) => {
    wallets.failNext(userRejection())
    confirm(shadow)
  }),
  settled: (shadow) => formShown(shadow) && hasText('The send was rejected in your wallet')(shadow),
})

/** locale: 'ar': the preview right to left, its amounts as Arabic writes numbers. */
export const Arabic = modalStory({
  ...base,
  locale: 'ar',
  afterOpen: sendSteps({ amount: '0.5', receiver: RECEIVER }, toPreview),
  settled: rightToLeft((shadow) => previewShown(shadow) && feeShown(shadow)),
})
/** locale: 'ja': a refused form (SPEC §5's first rule). */
export const Japanese = modalStory({
  ...base,
  locale: 'ja',
  afterOpen: sendSteps({}, review),
  settled: has('form [role="alert"]'),
})
