import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing'

/** SPEC §2 ConnectingWalletConnectBasic: basic mode's plain pairing, a QR code and its link, no wallet's own. */
export default function ConnectingWalletConnectBasicView() {
  return <WalletConnectPairing />
}
