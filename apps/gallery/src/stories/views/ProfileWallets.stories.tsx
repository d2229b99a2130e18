import type { Meta } from '@storybook/react-vite'
import { GALLERY_POLKADOT_ACCOUNTS, GALLERY_SECOND_ADDRESS } from '../../fixtures/accountFixtures'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { has, rightToLeft, until } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ProfileWallets' } satisfies Meta

const multiWallet = { features: { analytics: false, multiWallet: true } }
const cards = (count: number) => (shadow: ShadowRoot) =>
  shadow.querySelectorAll('li[data-connection]').length === count

/** Lumen, then Quill beside it (multiWallet, SPEC §4); Quill is active once its balance has been read. */
async function connectTwoEvmWallets({ client }: GalleryClient): Promise<void> {
  await client.connect({ namespace: 'eip155', connectorId: 'app.lumen' })
  await client.connect({ namespace: 'eip155', connectorId: 'app.quill' })
  await until(() => client.stores.chains.getState().namespaces.eip155.account.balance !== undefined)
}

/** One Polkadot extension with three accounts; the visitor picked the second. */
async function connectPolkadotAndPickSecond({ client }: GalleryClient): Promise<void> {
  await client.connect({ namespace: 'polkadot', connectorId: 'app.mosaic' })
  client.selectAccount({ namespace: 'polkadot', address: GALLERY_POLKADOT_ACCOUNTS[1] })
}

const twoEvmWallets = {
  view: 'ProfileWallets',
  options: multiWallet,
  walletAddresses: { 'app.quill': GALLERY_SECOND_ADDRESS },
  prepare: connectTwoEvmWallets,
} as const
const twoWalletsShown = (shadow: ShadowRoot) => cards(2)(shadow) && has('[aria-current="true"]')(shadow)
// Both cards' balances, the active wallet's and the other one's read on its own.
const bothBalancesShown = (shadow: ShadowRoot) => shadow.querySelectorAll('[data-balance]').length === 2
const twoWalletsSettled = (shadow: ShadowRoot) => twoWalletsShown(shadow) && bothBalancesShown(shadow)

/** Two EVM wallets at once, each with its balance: Quill active, Lumen to make active or disconnect; Add wallet. */
export const TwoEvmWallets = modalStory({
  ...twoEvmWallets,
  settled: twoWalletsSettled,
})

/** One Polkadot wallet whose three accounts the visitor picks from; multiWallet off, so no Add wallet. */
export const PolkadotAccounts = modalStory({
  view: 'ProfileWallets',
  polkadotAccounts: GALLERY_POLKADOT_ACCOUNTS,
  prepare: connectPolkadotAndPickSecond,
  settled: (shadow) => cards(1)(shadow) && has('[aria-current="true"]')(shadow),
})

/** A returning visitor's wallets still being restored (SPEC §4 reconnecting). */
export const Loading = modalStory({
  view: 'ProfileWallets',
  options: multiWallet,
  prepare: ({ client }) => client.stores.chains.getState().patchAccount('eip155', { status: 'reconnecting' }),
  settled: has('[data-panel-state="loading"]'),
})

/** Nothing connected: the view says so and offers Connect. */
export const Empty = modalStory({
  view: 'ProfileWallets',
  options: multiWallet,
  settled: has('[data-panel-state="message"]'),
})

/** locale: 'ar': the wallets and addresses right to left. */
export const Arabic = modalStory({ ...twoEvmWallets, locale: 'ar', settled: rightToLeft(twoWalletsSettled) })
/** locale: 'ja'. */
export const Japanese = modalStory({ ...twoEvmWallets, locale: 'ja', settled: twoWalletsSettled })
