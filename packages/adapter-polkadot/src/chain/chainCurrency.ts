import type { ApiPromise } from '@polkadot/api'

/** The chain's own token, as its properties (`system_properties`) name it: the first symbol and its decimals. */
export function chainCurrency(api: ApiPromise): { symbol: string; decimals: number } {
  // The registry gives Substrate's defaults (12, 'Unit') for a chain with no properties, so both are set.
  return { decimals: api.registry.chainDecimals[0] ?? 12, symbol: api.registry.chainTokens[0] ?? 'Unit' }
}
