import type { CaipNetwork } from '@portico/core'
import { type OnrampOptions, purchaseCurrenciesOn } from '@portico/core/onramp'

/**
 * What can be bought on the network: the options' currencies there, or with SPEC §8's defaults (which list
 * none) the network's own currency, so the amount and the "estimate unavailable" quote still show.
 */
export function purchaseChoices(options: OnrampOptions, network: CaipNetwork): string[] {
  const listed = purchaseCurrenciesOn(options, network.caipNetworkId).map((currency) => currency.id)
  if (listed.length > 0 || !options.isDefault) return listed
  return [network.nativeCurrency.symbol]
}
