import { isAddressEqual, zeroAddress } from 'viem'
import type { CloudChain, CloudToken } from '../chains/cloudChain'
import { readContract } from '../chains/readContract'
import type { CloudServices } from '../services'
import { findSwapChain, type SwapChain } from '../swaps/findSwapChain'
import { readPoolReserves } from '../swaps/readPoolReserves'
import { PRICE_DECIMALS, poolPriceInNative } from '../swaps/swapArithmetic'
import { uniswapV2FactoryAbi } from '../swaps/uniswapV2Abi'
import { findTokenPrices } from './tokenPrices'

/** An asset of a chain to price: one of its tokens, or its native currency (no token). */
export type ChainAsset = { symbol: string; token?: CloudToken }

/**
 * USD prices of a chain's assets, in the order given, undefined where unknown. Where swaps trade (issue
 * 20), a token pooled with the native currency is priced from that pool's reserves times the native
 * currency's price in the operator's table, so prices follow the market; everything else is the table's.
 */
export async function priceChainAssets(
  services: Pick<CloudServices, 'db' | 'chains' | 'swapNetworks'>,
  chain: CloudChain,
  assets: readonly ChainAsset[],
): Promise<(number | undefined)[]> {
  const native = chain.nativeCurrency
  const table = await findTokenPrices(services.db, [native.symbol, ...assets.map((asset) => asset.symbol)])
  const nativeUsd = table.get(native.symbol.toUpperCase())
  const swapChain = findSwapChain(services, chain.chainId)
  return Promise.all(
    assets.map(async (asset) => {
      const fromPool =
        swapChain && asset.token && nativeUsd !== undefined
          ? await poolPriceUsd(swapChain, asset.token, nativeUsd)
          : undefined
      return fromPool ?? table.get(asset.symbol.toUpperCase())
    }),
  )
}

async function poolPriceUsd({ chain, market }: SwapChain, token: CloudToken, nativeUsd: number) {
  const pool = await readContract(chain, {
    address: market.factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [token.address, market.weth],
  })
  if (!pool || isAddressEqual(pool, zeroAddress)) return undefined
  const { reserveIn, reserveOut } = await readPoolReserves(chain, pool, token.address, 'latest')
  if (reserveIn === 0n) return undefined
  const inNative = poolPriceInNative({
    reserveToken: reserveIn,
    tokenDecimals: token.decimals,
    reserveNative: reserveOut,
    nativeDecimals: chain.nativeCurrency.decimals,
  })
  return (nativeUsd * Number(inNative)) / 10 ** Number(PRICE_DECIMALS)
}
