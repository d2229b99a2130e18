import type { Meta } from '@storybook/react-vite'
import { catalogueWallets } from '../../fixtures/catalogueWallets'
import { LUMEN, WALLET_CONNECT } from '../../harness/galleryConnectors'
import {
  declineFirstPairing,
  goToPairing,
  has,
  hasText,
  offerPairing,
  rightToLeft,
} from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/ConnectingWalletConnect' } satisfies Meta

const connectors = [LUMEN, WALLET_CONNECT]
const qrShown = has('[role="img"][aria-label="WalletConnect QR code"]')

/** From the WalletConnect entry: the pairing's QR code for any wallet, and its link to copy. */
export const QrCode = modalStory({
  connectors,
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnect'),
  settled: qrShown,
})
/** A catalogue wallet without a browser extension: its icon in the QR code, its desktop and web links. */
export const CatalogueWallet = modalStory({
  connectors,
  cloud: { catalogue: 'filled', wallets: catalogueWallets(4) },
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnect', { walletId: 'gallery-wallet-2' }),
  settled: (shadow) => qrShown(shadow) && hasText('Beacon Wallet')(shadow),
})
/** The connector has not offered a URI yet. */
export const Generating = modalStory({
  connectors,
  view: 'Connect',
  afterOpen: (gallery) => {
    gallery.wallets.pauseNext()
    goToPairing('ConnectingWalletConnect')(gallery)
  },
  settled: has('[role="status"][aria-label="Generating QR code"]'),
})
/** SPEC §4: the offer ran out; a new one is a click away. */
export const Expired = modalStory({
  connectors,
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnect', { expired: true }),
  settled: hasText('Get a new QR code'),
})
/** SPEC §8: the phone declined; a fresh QR code is already on offer. */
export const Rejected = modalStory({
  connectors,
  view: 'Connect',
  afterOpen: declineFirstPairing,
  settled: (shadow) => hasText('Connection rejected')(shadow) && qrShown(shadow),
})
/** The relay or the wallet failed: the reason and Try again. */
export const Failed = modalStory({
  connectors,
  view: 'Connect',
  afterOpen: (gallery) => {
    gallery.wallets.failNext(new Error('The relay closed the connection'))
    goToPairing('ConnectingWalletConnect')(gallery)
  },
  settled: hasText('Failed to connect'),
})
/** locale: 'ar': the QR code (never mirrored) under a right-to-left header and links. */
export const Arabic = modalStory({
  locale: 'ar',
  connectors,
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnect'),
  settled: rightToLeft(has('[role="img"][aria-label="رمز QR لـ WalletConnect"]')),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  locale: 'ja',
  connectors,
  view: 'Connect',
  afterOpen: offerPairing('ConnectingWalletConnect'),
  settled: has('[role="img"][aria-label="WalletConnect の QR コード"]'),
})
