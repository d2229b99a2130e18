import { userRejection } from '@portico/core/testing'
import type { Meta } from '@storybook/react-vite'
import { catalogueWallets } from '../../fixtures/catalogueWallets'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { chooseLumen, has, hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ConnectingExternal' } satisfies Meta

/** The wallet has the request and the visitor has not answered yet. */
export const Waiting = modalStory({
  view: 'Connect',
  afterOpen: (gallery) => {
    gallery.wallets.pauseNext()
    chooseLumen(gallery)
  },
  settled: hasText('Continue in Lumen'),
})
export const Rejected = modalStory({
  view: 'Connect',
  afterOpen: (gallery) => {
    gallery.wallets.failNext(userRejection())
    chooseLumen(gallery)
  },
  settled: (shadow) => has('[role="alert"]')(shadow) && hasText('Connection rejected')(shadow),
})
export const Failed = modalStory({
  view: 'Connect',
  afterOpen: (gallery) => {
    gallery.wallets.failNext(new Error('The wallet closed the connection'))
    chooseLumen(gallery)
  },
  settled: (shadow) => has('[role="alert"]')(shadow) && hasText('Failed to connect')(shadow),
})
/** A catalogue wallet this browser does not have: the links that open it. */
export const NotInstalled = modalStory({
  view: 'Connect',
  cloud: { catalogue: 'filled', wallets: catalogueWallets(4) },
  afterOpen: ({ client }) => {
    client.stores.router.getState().push('ConnectingExternal', { walletId: 'gallery-wallet-2' })
  },
  settled: hasText('Beacon Wallet'),
})
const rejected = (gallery: GalleryClient) => {
  gallery.wallets.failNext(userRejection())
  chooseLumen(gallery)
}
/** locale: 'ar': SPEC §8's rejection, its alert and Try again right to left. */
export const Arabic = modalStory({
  locale: 'ar',
  view: 'Connect',
  afterOpen: rejected,
  settled: rightToLeft((shadow) => has('[role="alert"]')(shadow) && hasText('تم رفض الاتصال')(shadow)),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  locale: 'ja',
  view: 'Connect',
  afterOpen: rejected,
  settled: (shadow) => has('[role="alert"]')(shadow) && hasText('接続が拒否されました')(shadow),
})
