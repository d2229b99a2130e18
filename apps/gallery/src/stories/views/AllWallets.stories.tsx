import type { Meta } from '@storybook/react-vite'
import { catalogueWallets } from '../../fixtures/catalogueWallets'
import { has, hasText, rightToLeft, rows, searchFor } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/AllWallets' } satisfies Meta

const wallets = catalogueWallets(60)

export const Filled = modalStory({
  view: 'AllWallets',
  cloud: { catalogue: 'filled', wallets },
  settled: (shadow) => rows(6)(shadow) && !has('[role="status"]')(shadow),
})
export const Loading = modalStory({
  view: 'AllWallets',
  cloud: { catalogue: 'loading', wallets },
  settled: has('[role="status"]'),
})
/** A search nothing matches. (An empty catalogue without a search shows an empty list: no message yet.) */
export const Empty = modalStory({
  view: 'AllWallets',
  cloud: { catalogue: 'filled', wallets },
  afterOpen: searchFor('Zebra'),
  settled: (shadow) =>
    hasText('No wallets found')(shadow) && !has('[aria-label="Searching wallets"]')(shadow),
})
export const ErrorState = modalStory({
  view: 'AllWallets',
  cloud: { catalogue: 'error', wallets },
  settled: hasText('Could not load wallets'),
})
/** SPEC §9: search results (100 a page) after the minimum wait. */
export const Search = modalStory({
  view: 'AllWallets',
  cloud: { catalogue: 'filled', wallets },
  afterOpen: searchFor('Ember'),
  settled: (shadow) =>
    hasText('Ember Wallet 6')(shadow) && !hasText('Aurora Wallet')(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'ar': the search field and the list right to left. */
export const Arabic = modalStory({
  locale: 'ar',
  view: 'AllWallets',
  cloud: { catalogue: 'filled', wallets },
  settled: rightToLeft((shadow) => rows(6)(shadow) && !has('[role="status"]')(shadow)),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  locale: 'ja',
  view: 'AllWallets',
  cloud: { catalogue: 'filled', wallets },
  settled: (shadow) => rows(6)(shadow) && !has('[role="status"]')(shadow),
})
