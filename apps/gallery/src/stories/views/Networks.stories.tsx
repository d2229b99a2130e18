import type { Meta } from '@storybook/react-vite'
import { connectLumen, goTo, has, hasText, rightToLeft, switchToSolana } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Networks' } satisfies Meta

/** The configured networks with the wallet's current one marked; reached from Account, so Back shows. */
export const Networks = modalStory({
  prepare: connectLumen,
  afterOpen: goTo('Networks'),
  settled: has('[aria-current="true"]'),
})
/** SPEC §4: the wallet is on a chain the app does not list (id 999999). */
export const UnsupportedChain = modalStory({
  walletChainId: 999_999,
  prepare: connectLumen,
  view: 'UnsupportedChain',
  settled: hasText('Base'),
})
/** SPEC §2: Solana was chosen and no Solana wallet is connected. */
export const SwitchActiveChain = modalStory({
  view: 'Connect',
  afterOpen: switchToSolana,
  settled: hasText('Solana'),
})
/** locale: 'ar': Back on the right, its chevron mirrored, the list right to left. */
export const NetworksArabic = modalStory({
  locale: 'ar',
  prepare: connectLumen,
  afterOpen: goTo('Networks'),
  settled: rightToLeft(has('[aria-current="true"]')),
})
/** locale: 'ja'. */
export const NetworksJapanese = modalStory({
  locale: 'ja',
  prepare: connectLumen,
  afterOpen: goTo('Networks'),
  settled: has('[aria-current="true"]'),
})
/** locale: 'ar'. */
export const UnsupportedChainArabic = modalStory({
  locale: 'ar',
  walletChainId: 999_999,
  prepare: connectLumen,
  view: 'UnsupportedChain',
  settled: rightToLeft(hasText('Base')),
})
/** locale: 'ja'. */
export const UnsupportedChainJapanese = modalStory({
  locale: 'ja',
  walletChainId: 999_999,
  prepare: connectLumen,
  view: 'UnsupportedChain',
  settled: hasText('Base'),
})
/** locale: 'ar'. */
export const SwitchActiveChainArabic = modalStory({
  locale: 'ar',
  view: 'Connect',
  afterOpen: switchToSolana,
  settled: rightToLeft(hasText('Solana')),
})
/** locale: 'ja'. */
export const SwitchActiveChainJapanese = modalStory({
  locale: 'ja',
  view: 'Connect',
  afterOpen: switchToSolana,
  settled: hasText('Solana'),
})
