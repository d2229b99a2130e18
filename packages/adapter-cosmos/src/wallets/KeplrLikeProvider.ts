import type { CosmosChainInfo } from '../networks/CosmosChainInfo'

/** Keplr's `Key`: one chain's account. */
export type KeplrKey = {
  name: string
  algo: string
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
}

/** Keplr's StdSignature, as signArbitrary answers. */
export type KeplrStdSignature = {
  pub_key: { type: string; value: string }
  signature: string
}

/** The part of Keplr's interface (shared by Leap and Keplr-compatible wallets) this adapter uses. */
export type KeplrLikeProvider = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  experimentalSuggestChain(chainInfo: CosmosChainInfo): Promise<void>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<KeplrStdSignature>
  /** Newer Keplr and Leap: forget the site's grant. */
  disable?(chainIds?: string | string[]): Promise<void>
}

export function isKeplrLikeProvider(value: unknown): value is KeplrLikeProvider {
  if (typeof value !== 'object' || value === null) return false
  const provider = value as Record<string, unknown>
  return ['enable', 'getKey', 'experimentalSuggestChain', 'signArbitrary'].every(
    (method) => typeof provider[method] === 'function',
  )
}
