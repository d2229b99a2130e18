import { InvalidCaipAddressError } from '../errors/classes'
import { type ChainNamespace, isChainNamespace } from '../namespaces'

export interface ParsedCaipAddress {
  namespace: ChainNamespace
  chainId: string
  address: string
}

/** Splits `namespace:chainId:address` (SPEC §3, §5); throws 'Invalid CAIP-10 address' otherwise. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address || !isChainNamespace(namespace)) {
    throw new InvalidCaipAddressError(caipAddress)
  }
  return { namespace, chainId, address }
}
