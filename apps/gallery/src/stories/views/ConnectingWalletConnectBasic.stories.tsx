import type { Meta } from '@storybook/react-vite'
import { LUMEN, WALLET_CONNECT } from '../../harness/galleryConnectors'
import { has, offerPairing, rightToLeft } from '../../harness/scenarioHelpers'
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
/** locale: 'ar', basic mode. */
export const Arabic = modalStory({
  locale: 'ar',
  connectors: [LUMEN, WALLET_CONNECT],
  options: { basic: true },
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnectBasic'),
  settled: rightToLeft(has('[role="img"][aria-label="رمز QR لـ WalletConnect"]')),
})
/** locale: 'ja', basic mode. */
export const Japanese = modalStory({
  locale: 'ja',
  connectors: [LUMEN, WALLET_CONNECT],
  options: { basic: true },
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnectBasic'),
  settled: has('[role="img"][aria-label="WalletConnect の QR コード"]'),
})
