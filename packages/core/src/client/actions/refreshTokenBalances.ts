import { BALANCE_RETRY_LOCK_MS, PORTFOLIO_CACHE_MS } from '../../constants'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { TokenBalance } from '../../types/tokens'
import type { PorticoContext } from '../context'

export type RefreshTokenBalancesParameters = {
  /** The active namespace when absent. */
  namespace?: ChainNamespace
  /** Ask the cloud even when the 30 s cache holds a value (SPEC §7 forceUpdate). */
  force?: boolean
}

/** SPEC §7: the namespaces the cloud's balance route serves. */
const SERVED: readonly ChainNamespace[] = ['eip155', 'solana']

/** SPEC §8: the retry lock shares refreshBalance's map under its own key, so one failure never locks the other. */
export const tokenLockKey = (caipAddress: string) => `tokens:${caipAddress}`

/**
 * Reads the connected account's token balances from Portico Cloud into its state (SPEC §3
 * tokenBalance, 0-decimal tokens filtered out; SPEC §7 GET /v1/account/{address}/balance), through the
 * 30 s portfolio cache (SPEC §9). A failure shows 'Token Balance Unavailable' and locks retries for
 * 30 s (SPEC §8). Without a cloud it does nothing. Never throws.
 */
export async function refreshTokenBalances(
  context: PorticoContext,
  { namespace, force = false }: RefreshTokenBalancesParameters = {},
): Promise<TokenBalance[] | undefined> {
  const { chains, alerts } = context.stores
  const target = namespace ?? chains.getState().activeNamespace
  if (!context.cloud || !target || !SERVED.includes(target)) return undefined
  const { account, network } = chains.getState().namespaces[target]
  const { address, caipAddress } = account
  if (account.status !== 'connected' || !address || !caipAddress || !network) return undefined

  const lockKey = tokenLockKey(caipAddress)
  const now = context.now()
  const lockedUntil = context.balanceRetryLocks.get(lockKey)
  if (lockedUntil !== undefined && now < lockedUntil) {
    // SPEC §8: within the lock the last read stands as failed.
    chains.getState().patchAccount(target, { tokenBalanceStatus: 'failed' })
    return undefined
  }

  const cache = context.portfolioCache
  const stillCurrent = () => chains.getState().namespaces[target].account.caipAddress === caipAddress
  const apply = (tokenBalance: TokenBalance[]) => {
    chains.getState().patchAccount(target, { tokenBalance, tokenBalanceStatus: 'loaded' })
    return tokenBalance
  }

  const cached = cache.get(caipAddress)
  if (!force && cached && now - cached.timestamp < PORTFOLIO_CACHE_MS) return apply(cached.value)

  // The UI tells loading from failed from empty by this, never by guessing from an absent list.
  chains.getState().patchAccount(target, { tokenBalanceStatus: 'loading' })
  try {
    if (network.unknown) throw new Error(TOKEN_BALANCE_UNAVAILABLE)
    const { balances } = await context.cloud.get<{ balances: TokenBalance[] }>(
      `/v1/account/${address}/balance`,
      { currency: 'usd', chainId: network.caipNetworkId, ...(force ? { forceUpdate: 'true' } : {}) },
    )
    if (!Array.isArray(balances)) throw new Error(TOKEN_BALANCE_UNAVAILABLE)
    // SPEC §3: tokens with 0 decimals are filtered out.
    const tokenBalance = balances.filter((token) => Number(token.quantity?.decimals) > 0)
    // The wallet may have changed account or network while the cloud answered.
    if (!stillCurrent()) return undefined
    context.balanceRetryLocks.delete(lockKey)
    cache.set(caipAddress, { value: tokenBalance, timestamp: context.now() })
    return apply(tokenBalance)
  } catch {
    context.balanceRetryLocks.set(lockKey, context.now() + BALANCE_RETRY_LOCK_MS)
    if (!stillCurrent()) return undefined
    chains.getState().patchAccount(target, { tokenBalance: undefined, tokenBalanceStatus: 'failed' })
    alerts.getState().showBanner({ message: TOKEN_BALANCE_UNAVAILABLE, variant: 'error' })
    return undefined
  }
}
