import type { Meta } from '@storybook/react-vite'
import { HISTORY, NFTS, TOKENS } from '../../fixtures/accountFixtures'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { chooseTab, connectLumen, has, hasText, panel, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/Account' } satisfies Meta

const cloud = {
  balances: 'filled',
  tokens: TOKENS,
  history: 'filled',
  transactions: HISTORY,
  nfts: 'filled',
  nftItems: NFTS,
} as const

/** The network button, address with copy and explorer link, balance, the wallet features row (SPEC §9: Receive, Send, on by default) and the tokens. */
export const TokensFilled = modalStory({
  cloud,
  prepare: connectLumen,
  settled: (shadow) =>
    panel('filled')(shadow) &&
    hasText('Balance:')(shadow) &&
    has('ul[aria-label="Wallet actions"] button')(shadow),
})
export const TokensLoading = modalStory({
  cloud: { ...cloud, balances: 'loading' },
  prepare: connectLumen,
  settled: panel('loading'),
})
export const TokensEmpty = modalStory({
  cloud: { ...cloud, balances: 'empty' },
  prepare: connectLumen,
  settled: panel('message'),
})
export const TokensError = modalStory({
  cloud: { ...cloud, balances: 'error' },
  prepare: connectLumen,
  settled: panel('error'),
})
/** No cloud configured: nothing reads token balances, and the tab says so. */
export const TokensWithoutCloud = modalStory({ prepare: connectLumen, settled: panel('message') })
/** Each NFT with its image (or a placeholder when its metadata was refused), name and collection. */
export const NftsFilled = modalStory({
  cloud,
  prepare: connectLumen,
  afterOpen: chooseTab('NFTs'),
  settled: panel('filled', 'nfts'),
})
export const NftsLoading = modalStory({
  cloud: { ...cloud, nfts: 'loading' },
  prepare: connectLumen,
  afterOpen: chooseTab('NFTs'),
  settled: panel('loading', 'nfts'),
})
export const NftsEmpty = modalStory({
  cloud: { ...cloud, nfts: 'empty' },
  prepare: connectLumen,
  afterOpen: chooseTab('NFTs'),
  settled: panel('message', 'nfts'),
})
export const NftsError = modalStory({
  cloud: { ...cloud, nfts: 'error' },
  prepare: connectLumen,
  afterOpen: chooseTab('NFTs'),
  settled: panel('error', 'nfts'),
})
export const ActivityFilled = modalStory({
  cloud,
  prepare: connectLumen,
  afterOpen: chooseTab('Activity'),
  settled: panel('filled', 'activity'),
})
export const ActivityLoading = modalStory({
  cloud: { ...cloud, history: 'loading' },
  prepare: connectLumen,
  afterOpen: chooseTab('Activity'),
  settled: panel('loading', 'activity'),
})
export const ActivityEmpty = modalStory({
  cloud: { ...cloud, history: 'empty' },
  prepare: connectLumen,
  afterOpen: chooseTab('Activity'),
  settled: panel('message', 'activity'),
})
export const ActivityError = modalStory({
  cloud: { ...cloud, history: 'error' },
  prepare: connectLumen,
  afterOpen: chooseTab('Activity'),
  settled: panel('error', 'activity'),
})
/** The embedded wallet's user as core leaves it after a login (SPEC §3): the email, and for a social login its provider and name. */
const embeddedUser =
  (user: { email: string | null; userName: string | null }, socialProvider?: 'github') =>
  async (gallery: GalleryClient) => {
    await connectLumen(gallery)
    const address = gallery.client.getAccount('eip155')?.address ?? ''
    gallery.client.stores.chains.getState().patchAccount('eip155', {
      user: { ...user, address, chainId: 1, accounts: [] },
      ...(socialProvider ? { socialProvider } : {}),
    })
  }
/** An email login shows its email and the way to change it. */
export const EmailUser = modalStory({
  cloud,
  prepare: embeddedUser({ email: 'ada@example.com', userName: null }),
  settled: (shadow) => panel('filled')(shadow) && hasText('Change email')(shadow),
})
/** A social login shows its provider and the name the provider gave, and no email change. */
export const SocialUser = modalStory({
  cloud,
  prepare: embeddedUser({ email: 'octo@example.com', userName: 'octocat' }, 'github'),
  settled: (shadow) => panel('filled')(shadow) && hasText('GitHub · octocat')(shadow),
})
/** locale: 'es'. */
export const Spanish = modalStory({ locale: 'es', cloud, prepare: connectLumen, settled: panel('filled') })
/** locale: 'zh-CN' (its glyphs from the CJK font `npm test` installs; Inter has none). */
export const SimplifiedChinese = modalStory({
  locale: 'zh-CN',
  cloud,
  prepare: connectLumen,
  settled: panel('filled'),
})
/** locale: 'ar': the tabs, tokens and amounts right to left. */
export const Arabic = modalStory({
  locale: 'ar',
  cloud,
  prepare: connectLumen,
  settled: rightToLeft(panel('filled')),
})
/** locale: 'ja', on the Activity tab (the tokens tab is shown in the other locales). */
export const Japanese = modalStory({
  locale: 'ja',
  cloud,
  prepare: connectLumen,
  afterOpen: chooseTab('アクティビティ'),
  settled: panel('filled', 'activity'),
})
