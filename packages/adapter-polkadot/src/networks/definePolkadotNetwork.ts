import { type CaipNetwork, defineNetwork, InvalidNetworkError } from '@portico/core'

/** What a Polkadot network adds to SPEC §3's network: the chain's identity as extensions know it. */
export type PolkadotChainConfig = {
  /** The full genesis hash, 0x and 64 hex characters; accounts tied to a chain name it. */
  genesisHash: `0x${string}`
  /** The chain's SS58 address prefix (0 Polkadot, 2 Kusama, 42 generic Substrate). */
  ss58Prefix: number
}

/** A polkadot CaipNetwork with its chain config. */
export type PolkadotNetwork = CaipNetwork & { polkadot: PolkadotChainConfig }

export type DefinePolkadotNetworkParameters = {
  genesisHash: `0x${string}`
  ss58Prefix: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The node's HTTP JSON-RPC endpoint (Substrate nodes serve HTTP and WebSocket on one port). */
  rpcUrl: string
  /** The node's WebSocket endpoint, which @polkadot/api uses. */
  webSocketUrl?: string
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

const GENESIS_HASH = /^0x[0-9a-f]{64}$/

/** CAIP-2 for polkadot (CASA's namespaces/polkadot): the reference is the genesis hash's first 32 hex characters. */
export function polkadotChainReference(genesisHash: string): string {
  if (!GENESIS_HASH.test(genesisHash))
    throw new InvalidNetworkError(
      `a genesis hash is 0x and 64 lowercase hex characters, got ${JSON.stringify(genesisHash)}`,
    )
  return genesisHash.slice(2, 34)
}

/** A polkadot network (checked by core's defineNetwork) with its CAIP-2 id from its genesis hash. */
export function definePolkadotNetwork({
  genesisHash,
  ss58Prefix,
  name,
  nativeCurrency,
  rpcUrl,
  webSocketUrl,
  blockExplorer,
  testnet = false,
}: DefinePolkadotNetworkParameters): PolkadotNetwork {
  const network = defineNetwork({
    id: polkadotChainReference(genesisHash),
    name,
    chainNamespace: 'polkadot',
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl], ...(webSocketUrl ? { webSocket: [webSocketUrl] } : {}) } },
    ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
    testnet,
  })
  return { ...network, polkadot: { genesisHash, ss58Prefix } }
}

export function isPolkadotNetwork(network: CaipNetwork): network is PolkadotNetwork {
  const { polkadot } = network as Partial<PolkadotNetwork>
  return typeof polkadot === 'object' && polkadot !== null && typeof polkadot.genesisHash === 'string'
}
