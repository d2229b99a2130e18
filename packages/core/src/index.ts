export { isCaipAddress } from './caip/isCaipAddress'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { toCaipAddress } from './caip/toCaipAddress'
export { toCaipNetworkId } from './caip/toCaipNetworkId'
export * from './constants'
export * from './errors/index'
export { formatBalance } from './format/formatBalance'
export { formatDecimal } from './format/formatDecimal'
export { isValidDecimal, parseDecimal } from './format/parseDecimal'
export { truncateAddress } from './format/truncateAddress'
export { truncateEmail } from './format/truncateEmail'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
} from './namespaces'
export { bitcoin, bitcoinTestnet } from './networks/bip122'
export {
  type BlockExplorer,
  defineNetwork,
  type NativeCurrency,
  type Network,
  type NetworkParameters,
  type RpcUrls,
} from './networks/defineNetwork'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  celo,
  ethereum,
  gnosis,
  optimism,
  polygon,
  zksync,
  zora,
} from './networks/eip155'
export {
  arbitrumSepolia,
  avalancheFuji,
  baseSepolia,
  bscTestnet,
  gnosisChiado,
  optimismSepolia,
  polygonAmoy,
  sepolia,
  zksyncSepolia,
  zoraSepolia,
} from './networks/eip155Testnets'
export { porticoDevnet, porticoDevnetL2 } from './networks/porticoDevnet'
export { solana, solanaDevnet, solanaTestnet } from './networks/solana'
export { getCoinType } from './validation/getCoinType'
export { getEmailCooldownMessage } from './validation/getEmailCooldownMessage'
export { isEvmAddress } from './validation/isEvmAddress'
export { isOriginAllowed } from './validation/isOriginAllowed'
export { isRestrictedRegion } from './validation/isRestrictedRegion'
export { isSignedMessage } from './validation/isSignedMessage'
export { isSolanaAddress } from './validation/isSolanaAddress'
export { isSolanaCommitment } from './validation/isSolanaCommitment'
export { isTransactionHash } from './validation/isTransactionHash'
export { isValidAccountName } from './validation/isValidAccountName'
export { isValidEmail } from './validation/isValidEmail'
export { type SendCall, validateSendCalls } from './validation/validateSendCalls'
