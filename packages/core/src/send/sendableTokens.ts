import type { AccountState } from '../types/account'
import type { CaipNetwork } from '../types/network'
import type { TokenBalance } from '../types/tokens'

/**
 * SPEC §3 send state `tokenBalances`: what the account can send on its network. The native currency
 * comes first with the chain's own balance (exact, read by the adapter); the cloud's tokens follow,
 * its native entry lending only its price and icon. Tokens with nothing held are left out.
 */
export function sendableTokens(account: AccountState, network: CaipNetwork): TokenBalance[] {
  const listed = account.tokenBalance ?? []
  const cloudNative = listed.find((token) => !token.address)
  const held = (token: TokenBalance) => /[1-9]/.test(token.quantity.numeric)
  const tokens = listed.filter((token) => token.address && held(token))
  if (account.balance === undefined) return tokens
  const native: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: cloudNative?.price ?? 0,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: account.balance },
    iconUrl: cloudNative?.iconUrl ?? '',
    ...(cloudNative?.price ? { value: cloudNative.price * Number(account.balance) } : {}),
  }
  return held(native) ? [native, ...tokens] : tokens
}

/** The contract (EVM) or mint (Solana) of a token, without the CAIP-10 prefix the cloud gives; none for native. */
export function tokenContractAddress(token: TokenBalance): string | undefined {
  return token.address?.split(':').at(-1)
}
