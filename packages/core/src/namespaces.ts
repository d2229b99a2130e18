/** SPEC §5: the allowed chain namespaces, in the order the product lists them. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** CAIP-2 network id, `namespace:reference` (SPEC §3). */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id, `namespace:reference:address` (SPEC §3). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
