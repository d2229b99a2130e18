// A React host installs only this package and its adapters (README "Quick start: React"): the networks
// it passes to createPortico come from here too.

// Server rendering: the storage whose cookie the server reads (`cookieToInitialState` of ./server).
export { cookieStorage, type PorticoInitialState } from '@portico/core'
export * from '@portico/core/networks'
export { AccountButton, type AccountButtonProps } from './components/AccountButton'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton'
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton'
export { type CreatePorticoOptions, createPortico } from './createPortico'
export { type UseAccountParameters, type UseAccountReturnType, useAccount } from './hooks/useAccount'
export {
  type ConnectionItem,
  type UseConnectionsParameters,
  type UseConnectionsReturnType,
  useConnections,
} from './hooks/useConnections'
export { useDisconnect } from './hooks/useDisconnect'
export { useModal } from './hooks/useModal'
export { SwitchNetworkError, useNetwork } from './hooks/useNetwork'
export { usePorticoEvents } from './hooks/usePorticoEvents'
export { usePorticoState } from './hooks/usePorticoState'
export { usePorticoTheme } from './hooks/usePorticoTheme'
export { useProvider } from './hooks/useProvider'
export { useWalletInfo } from './hooks/useWalletInfo'
export { PorticoProvider } from './PorticoProvider'
export { PorticoClientMissingError, usePorticoClient } from './usePorticoClient'
