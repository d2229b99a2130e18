import type { Address, Hex } from 'viem'
import { callRpc } from '../chains/callRpc'
import { readContract } from '../chains/readContract'
import { HttpError, SWAP_AMOUNT_TOO_SMALL_MESSAGE, SWAP_INSUFFICIENT_LIQUIDITY_MESSAGE } from '../errors'
import type { SwapChain } from './findSwapChain'
import { findSwapPath, type SwapPath } from './findSwapPath'
import type { SwapAccount } from './parseSwapAccount'
import { readPoolReserves } from './readPoolReserves'
import { priceImpactPpm } from './swapArithmetic'
import { uniswapV2RouterAbi } from './uniswapV2Abi'

export type QuotedSwap = SwapPath & {
  amountIn: bigint
  /** What Router02's getAmountsOut answers for the last token. */
  amountOut: bigint
  priceImpactPpm: bigint
  /** The block every read was made at, so the route, amounts and reserves agree. */
  block: Hex
}

/** A swap of `amountIn` quoted by the market's router, with its price impact from the pools' reserves. */
export async function readSwapQuote(
  swapChain: SwapChain,
  from: Pick<SwapAccount, 'address' | 'native'>,
  to: Pick<SwapAccount, 'address' | 'native'>,
  amountIn: bigint,
): Promise<QuotedSwap> {
  const { chain, market } = swapChain
  const block = await callRpc<Hex>(chain.rpcUrl, 'eth_blockNumber')
  const path = await findSwapPath(swapChain, from, to, block)
  // The router refuses (reverts) an amount its pools cannot fill.
  const amounts = await readContract(chain, {
    address: market.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path.tokens],
    block,
  })
  const amountOut = amounts?.at(-1)
  if (amountOut === undefined) throw new HttpError(400, SWAP_INSUFFICIENT_LIQUIDITY_MESSAGE)
  if (amountOut === 0n) throw new HttpError(400, SWAP_AMOUNT_TOO_SMALL_MESSAGE)
  const reserves = await Promise.all(
    path.pools.map((pool, index) => readPoolReserves(chain, pool, path.tokens[index] as Address, block)),
  )
  return {
    ...path,
    amountIn,
    amountOut,
    priceImpactPpm: priceImpactPpm(amountIn, amountOut, reserves),
    block,
  }
}
