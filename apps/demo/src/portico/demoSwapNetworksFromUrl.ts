import type { LocalStack } from '../stack/loadLocalStack'

/**
 * The chains the page offers swaps on (the host's `swapNetworks`): every devnet chain, as each has a market and
 * the stack's cloud quotes on both, unless `?swapNetworks=31337` names fewer — a page with a chain that offers
 * no swaps ('Network not supported for Swaps').
 */
export function demoSwapNetworksFromUrl(
  stack: LocalStack,
  search = globalThis.location?.search ?? '',
): number[] {
  const stackChains = stack.chains.map((chain) => chain.chainId)
  const listed = new URLSearchParams(search).get('swapNetworks')
  if (listed === null) return stackChains
  const chainIds = listed.split(',').map((id) => Number(id.trim()))
  if (chainIds.some((chainId) => !stackChains.includes(chainId)))
    throw new Error(
      `?swapNetworks= takes devnet chain ids separated by commas (${stackChains.join(', ')}), not '${listed}'`,
    )
  return chainIds
}
