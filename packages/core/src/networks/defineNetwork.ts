import { InvalidNetworkError, UnsupportedChainNamespaceError } from '../errors/classes'
import { type ChainNamespace, isChainNamespace } from '../namespaces'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

export interface BlockExplorer {
  name: string
  url: string
}

/** SPEC §3: what a network is defined from; the shape follows viem's `Chain` so EVM adapters take it as is. */
export interface NetworkParameters<
  N extends ChainNamespace = ChainNamespace,
  I extends number | string = number | string,
> {
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference (e.g. a genesis hash prefix). */
  id: I
  name: string
  chainNamespace: N
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [provider: string]: RpcUrls }
  blockExplorers?: { default: BlockExplorer; [provider: string]: BlockExplorer }
  /** eip155: contracts viem reads from a chain, e.g. `ensUniversalResolver` for getEnsAddress and getEnsName. */
  contracts?: { [name: string]: { address: `0x${string}`; blockCreated?: number } }
  testnet?: boolean
}

/** SPEC §3: a network, with its `namespace:id` CAIP-2 id derived. */
export type Network<P extends NetworkParameters = NetworkParameters> = P & {
  caipNetworkId: `${P['chainNamespace']}:${P['id']}`
  testnet: boolean
}

// CAIP-2: a reference is 1 to 32 characters of [-_a-zA-Z0-9].
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

function checkId(namespace: ChainNamespace, id: number | string): void {
  if (namespace === 'eip155') {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
      throw new InvalidNetworkError(`eip155 id must be a positive integer, got ${JSON.stringify(id)}`)
    }
  } else if (typeof id !== 'string' || !CAIP2_REFERENCE.test(id)) {
    throw new InvalidNetworkError(
      `${namespace} id must be a CAIP-2 reference of 1 to 32 letters, digits, - or _, got ${JSON.stringify(id)}`,
    )
  }
}

function checkUrls(label: string, urls: readonly string[], schemes: readonly string[]): void {
  for (const url of urls) {
    let protocol: string
    try {
      protocol = new URL(url).protocol
    } catch {
      throw new InvalidNetworkError(`${label} ${JSON.stringify(url)} is not a URL`)
    }
    if (!schemes.includes(protocol)) {
      throw new InvalidNetworkError(`${label} ${JSON.stringify(url)} must use ${schemes.join(' or ')}`)
    }
  }
}

/**
 * Defines a network of SPEC §3 after checking it, with `caipNetworkId` derived from namespace and id.
 * Marked free of side effects so a host's bundler drops the catalogue's networks a page does not import
 * (they sit in one module with the ones it does; bench/budgets.json).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineNetwork<const P extends NetworkParameters>(parameters: P): Network<P> {
  const { chainNamespace, id, name, nativeCurrency, rpcUrls, blockExplorers } = parameters
  if (!isChainNamespace(chainNamespace)) throw new UnsupportedChainNamespaceError(chainNamespace)
  checkId(chainNamespace, id)
  if (name.trim() === '') throw new InvalidNetworkError('name must not be empty')
  if (nativeCurrency.symbol.trim() === '')
    throw new InvalidNetworkError('native currency symbol must not be empty')
  if (!Number.isInteger(nativeCurrency.decimals) || nativeCurrency.decimals < 0) {
    throw new InvalidNetworkError(
      `native currency decimals must be a non-negative integer, got ${nativeCurrency.decimals}`,
    )
  }
  if (rpcUrls.default.http.length === 0)
    throw new InvalidNetworkError('at least one default http RPC URL is required')
  for (const urls of Object.values(rpcUrls)) {
    checkUrls('RPC URL', urls.http, ['http:', 'https:'])
    checkUrls('WebSocket RPC URL', urls.webSocket ?? [], ['ws:', 'wss:'])
  }
  for (const explorer of Object.values(blockExplorers ?? {})) {
    checkUrls('block explorer URL', [explorer.url], ['http:', 'https:'])
  }
  return {
    ...parameters,
    caipNetworkId: `${chainNamespace}:${id}` as `${P['chainNamespace']}:${P['id']}`,
    testnet: parameters.testnet ?? false,
  }
}
