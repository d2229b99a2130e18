import type { View } from '@portico/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type ViewModule = Promise<{ default: ComponentType }>

// One chunk for the form and its success view (bench/budgets.json: every loader here weighs on the modal shell).
const accountNameViews = () => import('../../views/RegisterAccountName/AccountNameViews')

// ARCHITECTURE.md "Loading": each view is its own chunk, fetched the first time it is shown.
const VIEW_LOADERS: Partial<Record<View, () => ViewModule>> = {
  Connect: () => import('../../views/Connect/ConnectView'),
  AllWallets: () => import('../../views/AllWallets/AllWalletsView'),
  ConnectingExternal: () => import('../../views/ConnectingExternal/ConnectingExternalView'),
  ConnectingWalletConnect: () => import('../../views/ConnectingWalletConnect/ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () =>
    import('../../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
  Account: () => import('../../views/Account/AccountView'),
  Networks: () => import('../../views/Networks/NetworksView'),
  UnsupportedChain: () => import('../../views/UnsupportedChain/UnsupportedChainView'),
  SwitchActiveChain: () => import('../../views/SwitchActiveChain/SwitchActiveChainView'),
  SwitchNetwork: () => import('../../views/SwitchNetwork/SwitchNetworkView'),
  SIWXSignMessage: () => import('../../views/SIWXSignMessage/SIWXSignMessageView'),
  Send: () => import('../../views/Send/SendView'),
  Receive: () => import('../../views/Receive/ReceiveView'),
  ProfileWallets: () => import('../../views/ProfileWallets/ProfileWalletsView'),
  EmailLogin: () => import('../../views/EmailLogin/EmailLoginView'),
  ApproveTransaction: () => import('../../views/ApproveTransaction/ApproveTransactionView'),
  RegisterAccountName: accountNameViews,
  RegisterAccountNameSuccess: accountNameViews,
}

export const VIEW_COMPONENTS: Partial<Record<View, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(VIEW_LOADERS).map(([view, load]) => [view, lazy(load)]),
)

/** The views an open starts on (Connect when disconnected, Account when connected), fetched ahead. */
export function preloadOpeningViews(): Promise<void> {
  return Promise.all([VIEW_LOADERS.Connect?.(), VIEW_LOADERS.Account?.()]).then(() => undefined)
}
