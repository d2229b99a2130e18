import type { View } from '@portico/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

// ARCHITECTURE.md "Loading": each view is its own chunk, fetched the first time it is shown.
export const VIEW_COMPONENTS: Partial<Record<View, LazyExoticComponent<ComponentType>>> = {
  Connect: lazy(() => import('../../views/Connect/ConnectView')),
  AllWallets: lazy(() => import('../../views/AllWallets/AllWalletsView')),
  ConnectingExternal: lazy(() => import('../../views/ConnectingExternal/ConnectingExternalView')),
  ConnectingWalletConnect: lazy(
    () => import('../../views/ConnectingWalletConnect/ConnectingWalletConnectView'),
  ),
  ConnectingWalletConnectBasic: lazy(
    () => import('../../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
  ),
  Account: lazy(() => import('../../views/Account/AccountView')),
  Networks: lazy(() => import('../../views/Networks/NetworksView')),
  UnsupportedChain: lazy(() => import('../../views/UnsupportedChain/UnsupportedChainView')),
  SwitchActiveChain: lazy(() => import('../../views/SwitchActiveChain/SwitchActiveChainView')),
}
