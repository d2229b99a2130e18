import type { Meta } from '@storybook/react-vite'
import { LUMEN, WALLET_CONNECT } from '../../harness/galleryConnectors'
import { has, offerPairing } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ConnectingWalletConnectBasic' } satisfies Meta

/** Basic mode (`basic: true`): WalletConnect's plain pairing, with no wallet of its own. */
export const QrCode = modalStory({
  connectors: [LUMEN, WALLET_CONNECT],
  options: { basic: true },
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnectBasic'),
  settled: has('[role="img"][aria-label="WalletConnect QR code"]'),
})
