import { InvalidCaipNetworkIdError } from '../errors/classes'
import { type ChainNamespace, isChainNamespace } from '../namespaces'

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  chainId: string
}

/** Splits `namespace:chainId` (SPEC §3); throws 'Invalid CAIP-2 network id' otherwise. */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const parts = caipNetworkId.split(':')
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !namespace || !chainId || !isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError(caipNetworkId)
  }
  return { namespace, chainId }
}
