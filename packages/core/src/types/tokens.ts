/** SPEC §3: a token the account holds; tokens with 0 decimals are filtered out. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** SPEC §3: an asset as a wallet reports it (wallet_getAssets). */
export type WalletAsset = {
  address: string
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price?: number; iconUrl?: string }
}

/** SPEC §3: a token the swap view offers. */
export type SwapToken = {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
  eip2612?: boolean
}
