import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { DEFAULT_PAYMENT_CURRENCIES } from '../constants'
import type { OnrampOptions, OnrampPaymentCurrency, OnrampPurchaseCurrency } from './onrampTypes'

type OptionsAnswer = {
  purchaseCurrencies?: OnrampPurchaseCurrency[]
  paymentCurrencies?: OnrampPaymentCurrency[]
  providerUnavailable?: boolean
}

/** SPEC §8: the built-in defaults, nothing to buy and SPEC §5's payment currencies, marked as such. */
export function defaultOnrampOptions(): OnrampOptions {
  return {
    purchaseCurrencies: [],
    paymentCurrencies: DEFAULT_PAYMENT_CURRENCIES.map((currency) => ({
      id: currency.id,
      payment_method_limits: currency.payment_method_limits.map((limit) => ({ ...limit })),
    })),
    isDefault: true,
  }
}

/** SPEC §7 `/v1/onramp/options`; on any failure, or a provider the cloud reports down, SPEC §8's defaults. */
export async function fetchOnrampOptions(client: PorticoClient): Promise<OnrampOptions> {
  const { cloud } = contextOf(client)
  if (!cloud) return defaultOnrampOptions()
  try {
    const answer = await cloud.get<OptionsAnswer>('/v1/onramp/options')
    if (
      !answer ||
      answer.providerUnavailable ||
      !Array.isArray(answer.purchaseCurrencies) ||
      !Array.isArray(answer.paymentCurrencies)
    )
      return defaultOnrampOptions()
    return {
      purchaseCurrencies: answer.purchaseCurrencies,
      paymentCurrencies: answer.paymentCurrencies,
      isDefault: false,
    }
  } catch {
    return defaultOnrampOptions()
  }
}

/** The purchase currencies sold on one network (CAIP-2), e.g. the active network's. */
export function purchaseCurrenciesOn(
  options: OnrampOptions,
  caipNetworkId: string,
): OnrampPurchaseCurrency[] {
  return options.purchaseCurrencies.filter((currency) =>
    currency.networks.some((network) => network.name === caipNetworkId),
  )
}
