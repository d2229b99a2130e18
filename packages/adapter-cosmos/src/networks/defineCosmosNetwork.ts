import { type CaipNetwork, defineNetwork } from '@portico/core'
import type { CosmosChainInfo } from './CosmosChainInfo'

/** What a Cosmos network adds to SPEC §3's network: enough to suggest the chain to a wallet that lacks it. */
export type CosmosChainConfig = {
  /** The account address prefix (`cosmos`, `osmo`); the other bech32 prefixes derive from it. */
  bech32Prefix: string
  /** SLIP-44 coin type of the HD path; 118 for most chains. */
  coinType: number
  /** The native currency's smallest unit (`uatom`). */
  minimalDenom: string
  /** The REST (LCD) endpoint wallets query. */
  rest: string
  gasPriceStep?: { low: number; average: number; high: number }
}

/** A cosmos CaipNetwork with its chain config. */
export type CosmosNetwork = CaipNetwork & { cosmos: CosmosChainConfig }

export type DefineCosmosNetworkParameters = {
  /** The chain id (`cosmoshub-4`), the CAIP-2 reference. */
  id: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
  cosmos: CosmosChainConfig
}

/** A cosmos network (checked by core's defineNetwork) that a wallet lacking it can be asked to add. */
export function defineCosmosNetwork({
  id,
  name,
  nativeCurrency,
  rpcUrl,
  blockExplorer,
  testnet = false,
  cosmos,
}: DefineCosmosNetworkParameters): CosmosNetwork {
  const network = defineNetwork({
    id,
    name,
    chainNamespace: 'cosmos',
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] }, rest: { http: [cosmos.rest] } },
    ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
    testnet,
  })
  return { ...network, cosmos }
}

export function isCosmosNetwork(network: CaipNetwork): network is CosmosNetwork {
  const { cosmos } = network as Partial<CosmosNetwork>
  return typeof cosmos === 'object' && cosmos !== null && typeof cosmos.bech32Prefix === 'string'
}

/** Keplr's ChainInfo of a cosmos network, for experimentalSuggestChain. */
export function toChainInfo(network: CosmosNetwork): CosmosChainInfo {
  const { bech32Prefix: prefix, coinType, minimalDenom, rest, gasPriceStep } = network.cosmos
  const currency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: minimalDenom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  return {
    chainId: String(network.id),
    chainName: network.name,
    rpc: network.rpcUrls.default.http[0] ?? '',
    rest,
    bip44: { coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [{ ...currency, ...(gasPriceStep ? { gasPriceStep } : {}) }],
    stakeCurrency: currency,
  }
}
