import { formatDecimal } from '../format/formatDecimal'
import { parseDecimal } from '../format/parseDecimal'
import type { AccountState } from '../types/account'
import type { SwapToken } from '../types/tokens'
import type { CloudSwapToken } from './parseSwapResponses'
import { SWAP_NATIVE_TOKEN_ADDRESS } from './swapConstants'

/** Whether a swap token is the native currency (Reown's `0xeeee…eeee` placeholder). */
export const isNativeSwapToken = (token: Pick<CloudSwapToken, 'address'>) =>
  token.address.toLowerCase().endsWith(`:${SWAP_NATIVE_TOKEN_ADDRESS}`)

/**
 * What the account holds of a swap token, in its smallest units: the chain's own native balance, else the
 * cloud's token balance of the same contract; a token the account's list lacks is held at 0.
 */
export function swapBalanceOf(account: AccountState, token: CloudSwapToken): bigint {
  if (isNativeSwapToken(token)) return account.balance ? parseDecimal(account.balance, token.decimals) : 0n
  const address = token.address.toLowerCase()
  const held = account.tokenBalance?.find((balance) => balance.address?.toLowerCase() === address)
  return held ? parseDecimal(held.quantity.numeric, token.decimals) : 0n
}

/** SPEC §3 swap tokens: the cloud's list with the account's quantity and its USD value, held ones first. */
export function swapTokensWithBalances(account: AccountState, tokens: CloudSwapToken[]): SwapToken[] {
  const withBalances = tokens.map((token): SwapToken => {
    const numeric = formatDecimal(swapBalanceOf(account, token), token.decimals)
    const price = token.price ?? 0
    return {
      ...token,
      quantity: { decimals: String(token.decimals), numeric },
      price,
      value: price * Number(numeric),
    }
  })
  const held = (token: SwapToken) => /[1-9]/.test(token.quantity.numeric)
  // The account's tokens first, then the chain's list, each in the cloud's order.
  return [...withBalances.filter(held), ...withBalances.filter((token) => !held(token))]
}
