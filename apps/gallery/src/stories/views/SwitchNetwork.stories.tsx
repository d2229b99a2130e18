import { base } from '@portico/core'
import type { Meta } from '@storybook/react-vite'
import { EMBEDDED } from '../../harness/galleryConnectors'
import { goTo, hasText } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/SwitchNetwork' } satisfies Meta

/** SPEC §4: the embedded wallet switches with no prompt of its own, so the modal shows it happening. */
export const Switching = modalStory({
  connectors: [EMBEDDED],
  prepare: ({ client }) => client.connect({ namespace: 'eip155', connectorId: EMBEDDED.id }),
  afterOpen: (gallery) => {
    goTo('Networks')(gallery)
    gallery.wallets.pauseNext()
    // The wallet never finishes here, so the switch stays in progress on screen.
    void gallery.client.switchNetwork(base)
  },
  settled: hasText('Switching to Base'),
})
