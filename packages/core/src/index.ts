export { isCaipAddress } from './caip/isCaipAddress'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { toCaipAddress } from './caip/toCaipAddress'
export { toCaipNetworkId } from './caip/toCaipNetworkId'
export * from './constants'
export * from './errors/index'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
} from './namespaces'
