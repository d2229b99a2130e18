import type { CaipNetwork, TokenBalance } from '@portico/core'

/** What this address takes on its network: the native currency first, then the tokens the account is known to hold. */
export function receivableSymbols(network: CaipNetwork, tokens: TokenBalance[] | undefined): string[] {
  const symbols = [network.nativeCurrency.symbol]
  for (const token of tokens ?? []) if (!symbols.includes(token.symbol)) symbols.push(token.symbol)
  return symbols
}
