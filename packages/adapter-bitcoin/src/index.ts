export { BITCOIN_CAPABILITIES } from './capabilities'
export {
  type BitcoinAdapter,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
  type SendTransferParameters,
  type SignPsbtParameters,
} from './createBitcoinAdapter'
export type { DiscoveredWallet, SatsConnectProvider, Wbip004Entry } from './discovery'
export { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet, bitcoinTestnet4 } from './networks'
export { type BitcoinAccount, toBitcoinAccounts, type WalletAddress } from './purpose'
