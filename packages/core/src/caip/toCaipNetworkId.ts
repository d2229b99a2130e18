import type { ChainNamespace } from '../namespaces'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/** Builds `namespace:chainId` (SPEC §3), refusing parts that would not parse back. */
export function toCaipNetworkId<N extends ChainNamespace, C extends string | number>(
  namespace: N,
  chainId: C,
): `${N}:${C}` {
  const caipNetworkId = `${namespace}:${chainId}` as const
  parseCaipNetworkId(caipNetworkId)
  return caipNetworkId
}
