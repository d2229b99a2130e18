import { type Address, erc20Abi } from 'viem'
import { readContract } from '../chains/readContract'
import { HttpError, notAnErc20Message } from '../errors'
import type { SwapChain } from './findSwapChain'

/** How much of `token` the market's router may take from `owner`; an address that is no ERC-20 is 400. */
export async function readRouterAllowance(
  { chain, market }: SwapChain,
  token: Address,
  owner: Address,
  parameter: string,
): Promise<bigint> {
  const allowance = await readContract(chain, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, market.router],
  })
  if (allowance === undefined) throw new HttpError(400, notAnErc20Message(parameter))
  return allowance
}
