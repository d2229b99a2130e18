import { DEFAULT_PAYMENT_CURRENCIES } from '@portico/core'
import type { CloudChain } from '../chains/cloudChain'
import type { SolanaCloudChain } from '../chains/solanaCloudChain'
import { listOnrampAssets, onrampContractAddress } from './onrampAssets'
import type { OnrampOptions } from './onrampSchemas'
import type { OnrampService } from './onrampSettings'

/** SPEC §8: with the provider stopped, the built-in defaults: no currency to buy, SPEC §5's payment limits. */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [],
  paymentCurrencies: DEFAULT_PAYMENT_CURRENCIES.map(({ id, payment_method_limits }) => ({
    id,
    payment_method_limits: [...payment_method_limits],
  })),
  providerUnavailable: true,
}

/** SPEC §3 on-ramp options: every asset the sandbox sells, one entry per symbol with its networks; SPEC §5 limits. */
export function onrampOptions(
  settings: Pick<OnrampService, 'provider'>,
  chains: readonly CloudChain[],
  solanaChains: readonly SolanaCloudChain[],
): OnrampOptions {
  if (settings.provider === 'off') return DEFAULT_ONRAMP_OPTIONS
  const bySymbol = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  for (const asset of listOnrampAssets(chains, solanaChains)) {
    const entry = bySymbol.get(asset.symbol) ?? {
      id: asset.symbol,
      name: asset.name,
      symbol: asset.symbol,
      networks: [],
    }
    entry.networks.push({ ...asset.network, contract_address: onrampContractAddress(asset) })
    bySymbol.set(asset.symbol, entry)
  }
  return { ...DEFAULT_ONRAMP_OPTIONS, purchaseCurrencies: [...bySymbol.values()], providerUnavailable: false }
}
