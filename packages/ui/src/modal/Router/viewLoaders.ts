import type { View } from '@portico/core'
import type { ComponentType } from 'react'

export type ViewModule = Promise<{ default: ComponentType }>

// One chunk for the form and its success view: success follows the form.
const accountNameViews = () => import('../../views/RegisterAccountName/AccountNameViews')

/**
 * Every view an open does not start on, each its own chunk (ARCHITECTURE.md "Loading"). This list is a
 * chunk of its own too, fetched while the modal opens: a view added here costs the modal shell nothing.
 */
export const VIEW_LOADERS: Partial<Record<View, () => ViewModule>> = {
  AllWallets: () => import('../../views/AllWallets/AllWalletsView'),
  ConnectingExternal: () => import('../../views/ConnectingExternal/ConnectingExternalView'),
  ConnectingFarcaster: () => import('../../views/ConnectingFarcaster/ConnectingFarcasterView'),
  ConnectingWalletConnect: () => import('../../views/ConnectingWalletConnect/ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () =>
    import('../../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
  Networks: () => import('../../views/Networks/NetworksView'),
  UnsupportedChain: () => import('../../views/UnsupportedChain/UnsupportedChainView'),
  SwitchActiveChain: () => import('../../views/SwitchActiveChain/SwitchActiveChainView'),
  SwitchNetwork: () => import('../../views/SwitchNetwork/SwitchNetworkView'),
  SIWXSignMessage: () => import('../../views/SIWXSignMessage/SIWXSignMessageView'),
  Send: () => import('../../views/Send/SendView'),
  Swap: () => import('../../views/Swap/SwapView'),
  OnRampProviders: () => import('../../views/OnRamp/OnRampProvidersView'),
  BuyInProgress: () => import('../../views/OnRamp/BuyInProgressView'),
  Receive: () => import('../../views/Receive/ReceiveView'),
  ProfileWallets: () => import('../../views/ProfileWallets/ProfileWalletsView'),
  EmailLogin: () => import('../../views/EmailLogin/EmailLoginView'),
  ApproveTransaction: () => import('../../views/ApproveTransaction/ApproveTransactionView'),
  UpdateEmailWallet: () => import('../../views/UpdateEmailWallet/UpdateEmailWalletView'),
  ExportWallet: () => import('../../views/ExportWallet/ExportWalletView'),
  AddPasskey: () => import('../../views/AddPasskey/AddPasskeyView'),
  RegisterAccountName: accountNameViews,
  RegisterAccountNameSuccess: accountNameViews,
}
