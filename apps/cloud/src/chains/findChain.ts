import { HttpError, invalidParameterMessage, UNSUPPORTED_CHAIN_MESSAGE } from '../errors'
import type { CloudChain } from './cloudChain'
import type { SolanaCloudChain } from './solanaCloudChain'

/** The number a `chainId` parameter names, as CAIP-2 (`eip155:1`) or a bare number (`1`). */
export function parseChainId(chainId: string): number {
  const match = /^(?:eip155:)?(\d+)$/.exec(chainId)
  if (!match) throw new HttpError(400, invalidParameterMessage('chainId'))
  return Number(match[1])
}

/** The served chain a `chainId` parameter names, as CAIP-2 (`eip155:1`) or a bare number (`1`). */
export function findChain(chains: readonly CloudChain[], chainId: string): CloudChain {
  const id = parseChainId(chainId)
  const chain = chains.find((candidate) => candidate.chainId === id)
  // SPEC §5: a network must be supported by the chain-support call.
  if (!chain) throw new HttpError(400, UNSUPPORTED_CHAIN_MESSAGE)
  return chain
}

/** The served Solana cluster a CAIP-2 `solana:…` parameter names. */
export function findSolanaChain(chains: readonly SolanaCloudChain[], chainId: string): SolanaCloudChain {
  const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
  // SPEC §5: a network must be supported by the chain-support call.
  if (!chain) throw new HttpError(400, UNSUPPORTED_CHAIN_MESSAGE)
  return chain
}
