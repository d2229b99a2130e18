import type { CaipNetworkId } from '../namespaces'
import { parseCaipAddress } from './parseCaipAddress'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/** Builds `namespace:chainId:address` (SPEC §3), refusing parts that would not parse back. */
export function toCaipAddress<N extends CaipNetworkId, A extends string>(
  caipNetworkId: N,
  address: A,
): `${N}:${A}` {
  parseCaipNetworkId(caipNetworkId)
  const caipAddress = `${caipNetworkId}:${address}` as const
  parseCaipAddress(caipAddress)
  return caipAddress
}
