import { contextOf } from '../client/clientContext'
import type { WalletConnectPeer } from '../walletconnect/types'

/**
 * The wallet behind the WalletConnect session, as it names itself (ProfileWallets shows that wallet
 * rather than "WalletConnect"); undefined with no session or a wallet that sent no usable name.
 */
export function walletConnectPeer(client: object): WalletConnectPeer | undefined {
  return contextOf(client).walletConnect?.getSession()?.peer
}
