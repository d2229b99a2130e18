import type { CaipNetworkId, ChainNamespace } from '../namespaces'

/** A network as SPEC §3 describes it; `caipNetworkId` is `namespace:id`. */
export type CaipNetwork = {
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  /** Set on the placeholder for a wallet's network that is not in the configured list (SPEC §4). */
  unknown?: true
}
