import { base } from '@portico/core'
import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { EMBEDDED } from '../../harness/galleryConnectors'
import { goTo, hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/SwitchNetwork' } satisfies Meta

/** SPEC §4: the embedded wallet switches with no prompt of its own, so the modal shows it happening. */
/** The embedded wallet connected, then a switch to Base it never finishes, so it stays on screen. */
const switchingToBase = {
  connectors: [EMBEDDED],
  prepare: ({ client }: GalleryClient) => client.connect({ namespace: 'eip155', connectorId: EMBEDDED.id }),
  afterOpen: (gallery: GalleryClient) => {
    goTo('Networks')(gallery)
    gallery.wallets.pauseNext()
    void gallery.client.switchNetwork(base)
  },
}

/** SPEC §4: the embedded wallet switches with no prompt of its own, so the modal shows it happening. */
export const Switching = modalStory({ ...switchingToBase, settled: hasText('Switching to Base') })
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...switchingToBase,
  locale: 'ar',
  settled: rightToLeft(hasText('جارٍ التبديل إلى Base')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...switchingToBase,
  locale: 'ja',
  settled: hasText('Base に切り替え中'),
})
