import { priceChainAssets } from '../prices/priceChainAssets'
import { findTokenPrices } from '../prices/tokenPrices'
import type { CloudServices } from '../services'
import type { OnrampAsset } from './onrampAssets'

/** The asset's USD price as the cloud prices it everywhere (pools where swaps trade, else the table); undefined when unknown. */
export async function priceOnrampAsset(
  services: Pick<CloudServices, 'db' | 'chains' | 'swapNetworks'>,
  asset: OnrampAsset,
): Promise<number | undefined> {
  if (asset.namespace === 'solana') {
    return (await findTokenPrices(services.db, [asset.symbol])).get(asset.symbol.toUpperCase())
  }
  const token = asset.chain.tokens.find((candidate) => candidate.address === asset.token)
  const [price] = await priceChainAssets(services, asset.chain, [
    { symbol: asset.symbol, ...(token ? { token } : {}) },
  ])
  return price
}
