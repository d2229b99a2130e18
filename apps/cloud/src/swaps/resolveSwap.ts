import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '@portico/core'
import { maxUint256 } from 'viem'
import { SWAP_MAX_SLIPPAGE_PERCENT } from '../constants'
import { HttpError, invalidParameterMessage, SWAP_ACROSS_CHAINS_MESSAGE } from '../errors'
import type { CloudServices } from '../services'
import { requireSwapChain, type SwapChain } from './findSwapChain'
import { parseSwapAccount, parseSwapAsset, type SwapAccount } from './parseSwapAccount'
import { slippageBasisPoints } from './swapArithmetic'

export type ResolvedSwap<User> = {
  swapChain: SwapChain
  from: SwapAccount & { chainId: number }
  to: SwapAccount & { chainId: number }
  user: User
}

/**
 * The two sides of a swap and its user, all on one chain where swaps trade; a bad address is 400 naming
 * it, sides on two chains SWAP_ACROSS_CHAINS_MESSAGE, a chain without a market SPEC §8's refusal.
 */
export function resolveSwap<Query extends { from: string; to: string; userAddress?: string }>(
  services: Pick<CloudServices, 'chains' | 'swapNetworks'>,
  parameters: Query,
): ResolvedSwap<Query['userAddress'] extends string ? SwapAccount : SwapAccount | undefined> {
  const from = parseSwapAsset(parameters.from, 'from')
  const to = parseSwapAsset(parameters.to, 'to')
  const user =
    parameters.userAddress === undefined ? undefined : parseSwapAccount(parameters.userAddress, 'userAddress')
  if (to.chainId !== from.chainId || (user?.chainId !== undefined && user.chainId !== from.chainId)) {
    throw new HttpError(400, SWAP_ACROSS_CHAINS_MESSAGE)
  }
  return {
    swapChain: requireSwapChain(services, from.chainId),
    from,
    to,
    user: user as Query['userAddress'] extends string ? SwapAccount : SwapAccount | undefined,
  }
}

/** A token amount parameter (decimal text, smallest units) as a bigint; above a uint256 is 400. */
export function parseSwapAmount(text: string, parameter: string): bigint {
  const amount = /^[0-9]+$/.test(text) ? BigInt(text) : -1n
  if (amount <= 0n || amount > maxUint256) throw new HttpError(400, invalidParameterMessage(parameter))
  return amount
}

/** A swap's slippage tolerance in basis points: the caller's `eip155.slippage`, else SPEC §9's 1%. */
export function parseSwapSlippage(percent: number = SWAP_SLIPPAGE_TOLERANCE_PERCENT): bigint {
  const basisPoints = slippageBasisPoints(percent, SWAP_MAX_SLIPPAGE_PERCENT)
  if (basisPoints === undefined) throw new HttpError(400, invalidParameterMessage('eip155.slippage'))
  return basisPoints
}
