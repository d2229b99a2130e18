import { type Address, encodeFunctionData, type Hex } from 'viem'
import { SWAP_GAS_LIMIT_FIRST_POOL, SWAP_GAS_LIMIT_PER_EXTRA_POOL } from '../constants'
import { uniswapV2RouterAbi } from './uniswapV2Abi'

export type SwapCallParameters = {
  /** Whether the native currency goes in (sent as value) or comes out (unwrapped by the router). */
  nativeIn: boolean
  nativeOut: boolean
  amountIn: bigint
  amountOutMin: bigint
  /** The router's path: WETH stands for the native currency. */
  path: readonly Address[]
  recipient: Address
  /** Unix seconds of chain time after which the router refuses the swap. */
  deadline: bigint
}

/** The Router02 call of an exact-input swap: its calldata and the native value it sends. */
export function encodeSwapCall({
  nativeIn,
  nativeOut,
  amountIn,
  amountOutMin,
  path,
  recipient,
  deadline,
}: SwapCallParameters): { data: Hex; value: bigint } {
  if (nativeIn && nativeOut) throw new RangeError('A swap cannot take and give the native currency')
  if (nativeIn) {
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, recipient, deadline],
    })
    return { data, value: amountIn }
  }
  const functionName = nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  const data = encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName,
    args: [amountIn, amountOutMin, path, recipient, deadline],
  })
  return { data, value: 0n }
}

/** The gas a swap through `pools` pools is given when the caller asks for no estimate. */
export function swapGasLimit(pools: number): bigint {
  return SWAP_GAS_LIMIT_FIRST_POOL + SWAP_GAS_LIMIT_PER_EXTRA_POOL * BigInt(Math.max(0, pools - 1))
}
