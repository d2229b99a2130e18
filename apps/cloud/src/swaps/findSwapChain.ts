import type { CloudChain, SwapMarket } from '../chains/cloudChain'
import { parseChainId } from '../chains/findChain'
import { HttpError, SWAPS_NOT_SUPPORTED_MESSAGE } from '../errors'
import type { CloudServices } from '../services'

/** A served chain swaps are offered on, with the market they trade on. */
export type SwapChain = { chain: CloudChain; market: SwapMarket }

/**
 * The chain and its market when swaps are offered there: a swap network (SPEC §9's list plus the
 * deployment's `swapNetworks`) that this cloud serves with a market; undefined otherwise.
 */
export function findSwapChain(
  services: Pick<CloudServices, 'chains' | 'swapNetworks'>,
  chainId: number,
): SwapChain | undefined {
  const chain = services.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain?.swapMarket || !services.swapNetworks.has(chainId)) return undefined
  return { chain, market: chain.swapMarket }
}

/** As findSwapChain, for a route: a chain without a market is SPEC §8's refusal (`message`). */
export function requireSwapChain(
  services: Pick<CloudServices, 'chains' | 'swapNetworks'>,
  chainId: number | string,
  message: string = SWAPS_NOT_SUPPORTED_MESSAGE,
): SwapChain {
  const found = findSwapChain(services, typeof chainId === 'string' ? parseChainId(chainId) : chainId)
  if (!found) throw new HttpError(400, message)
  return found
}
