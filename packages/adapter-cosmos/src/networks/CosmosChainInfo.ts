/** Keplr's Currency. */
export type CosmosCurrency = { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }

/** The part of Keplr's ChainInfo that experimentalSuggestChain needs (Leap takes the same). */
export type CosmosChainInfo = {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: {
    bech32PrefixAccAddr: string
    bech32PrefixAccPub: string
    bech32PrefixValAddr: string
    bech32PrefixValPub: string
    bech32PrefixConsAddr: string
    bech32PrefixConsPub: string
  }
  currencies: CosmosCurrency[]
  feeCurrencies: (CosmosCurrency & { gasPriceStep?: { low: number; average: number; high: number } })[]
  stakeCurrency: CosmosCurrency
}
