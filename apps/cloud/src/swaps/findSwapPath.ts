import { type Address, type Hex, isAddressEqual, zeroAddress } from 'viem'
import { readContract } from '../chains/readContract'
import { HttpError, SWAP_NO_ROUTE_MESSAGE, SWAP_SAME_TOKEN_MESSAGE } from '../errors'
import type { SwapChain } from './findSwapChain'
import type { SwapAccount } from './parseSwapAccount'
import { uniswapV2FactoryAbi } from './uniswapV2Abi'

/** The tokens a swap goes through, first to last (the native currency as the router's WETH), and the pools between. */
export type SwapPath = { tokens: Address[]; pools: Address[] }

/** The token the router trades for an asset: WETH stands for the native currency. */
export function routerToken({ market }: SwapChain, asset: Pick<SwapAccount, 'address' | 'native'>): Address {
  return asset.native ? market.weth : asset.address
}

/** The route of a swap: the pool of the two tokens if there is one, else through WETH; none is 400. */
export async function findSwapPath(
  swapChain: SwapChain,
  from: Pick<SwapAccount, 'address' | 'native'>,
  to: Pick<SwapAccount, 'address' | 'native'>,
  block: Hex,
): Promise<SwapPath> {
  const [tokenIn, tokenOut] = [routerToken(swapChain, from), routerToken(swapChain, to)]
  if (isAddressEqual(tokenIn, tokenOut)) throw new HttpError(400, SWAP_SAME_TOKEN_MESSAGE)
  const poolOf = async (a: Address, b: Address) => {
    const pair = await readContract(swapChain.chain, {
      address: swapChain.market.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
      block,
    })
    return pair && !isAddressEqual(pair, zeroAddress) ? pair : undefined
  }
  const direct = await poolOf(tokenIn, tokenOut)
  if (direct) return { tokens: [tokenIn, tokenOut], pools: [direct] }
  const { weth } = swapChain.market
  if (!isAddressEqual(tokenIn, weth) && !isAddressEqual(tokenOut, weth)) {
    const [first, second] = await Promise.all([poolOf(tokenIn, weth), poolOf(weth, tokenOut)])
    if (first && second) return { tokens: [tokenIn, weth, tokenOut], pools: [first, second] }
  }
  throw new HttpError(400, SWAP_NO_ROUTE_MESSAGE)
}
