// `@portico/core/wallets`: reads about every connected wallet, a chunk of its own; its actions take the client.
export type { WalletConnectPeer } from '../walletconnect/types'
export { type ReadAccountBalanceParameters, readAccountBalance } from './readAccountBalance'
export { walletConnectPeer } from './walletConnectPeer'
