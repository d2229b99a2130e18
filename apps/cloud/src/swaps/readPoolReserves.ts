import { type Address, type Hex, isAddressEqual } from 'viem'
import type { CloudChain } from '../chains/cloudChain'
import { readContract } from '../chains/readContract'
import { HttpError, SWAP_NO_ROUTE_MESSAGE } from '../errors'
import type { PoolReserves } from './swapArithmetic'
import { uniswapV2PairAbi } from './uniswapV2Abi'

/** What a pool holds of `tokenIn` and of the other token, at `block`. */
export async function readPoolReserves(
  chain: CloudChain,
  pool: Address,
  tokenIn: Address,
  block: Hex | 'latest',
): Promise<PoolReserves> {
  const [reserves, token0] = await Promise.all([
    readContract(chain, {
      address: pool,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
      args: [],
      block,
    }),
    readContract(chain, { address: pool, abi: uniswapV2PairAbi, functionName: 'token0', args: [], block }),
  ])
  // A pool the factory named answers both; one that does not is no Uniswap V2 pair.
  if (!reserves || !token0) throw new HttpError(400, SWAP_NO_ROUTE_MESSAGE)
  const [reserve0, reserve1] = reserves
  return isAddressEqual(token0, tokenIn)
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 }
}
