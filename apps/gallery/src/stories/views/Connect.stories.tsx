import type { Meta } from '@storybook/react-vite'
import { catalogueWallets } from '../../fixtures/catalogueWallets'
import { connectedBefore, has, hasText, rightToLeft, rows } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Connect' } satisfies Meta

const wallets = catalogueWallets(12)

/** Announced wallets, a recent one marked, and the catalogue's recommended wallets after them. */
export const Filled = modalStory({
  cloud: { catalogue: 'filled', wallets },
  prepare: connectedBefore,
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
/** The catalogue has not answered: what is known paints at once, skeletons hold the catalogue's place. */
export const Loading = modalStory({
  cloud: { catalogue: 'loading', wallets },
  settled: has('[role="status"]'),
})
/** No wallet announced and no cloud: the view says so and still offers All Wallets. */
export const Empty = modalStory({ connectors: [], settled: hasText('No wallets found') })
/** The catalogue failed: the announced wallets stay, nothing pretends to load. */
export const ErrorState = modalStory({
  cloud: { catalogue: 'error', wallets },
  settled: (shadow) => rows(3)(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'es' (SPEC §2 strings from the Spanish chunk). */
export const Spanish = modalStory({
  locale: 'es',
  cloud: { catalogue: 'filled', wallets },
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'zh-CN' (its glyphs from the CJK font `npm test` installs). */
export const SimplifiedChinese = modalStory({
  locale: 'zh-CN',
  cloud: { catalogue: 'filled', wallets },
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
/** locale: 'ar': SPEC §2's modal laid out right to left (its glyphs from the gallery's pinned Noto Sans Arabic). */
export const Arabic = modalStory({
  locale: 'ar',
  cloud: { catalogue: 'filled', wallets },
  prepare: connectedBefore,
  settled: rightToLeft((shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow)),
})
/** locale: 'ja' (its glyphs from the gallery's pinned Noto Sans JP). */
export const Japanese = modalStory({
  locale: 'ja',
  cloud: { catalogue: 'filled', wallets },
  prepare: connectedBefore,
  settled: (shadow) => rows(7)(shadow) && !has('[role="status"]')(shadow),
})
