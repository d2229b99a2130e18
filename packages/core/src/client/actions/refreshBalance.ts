import { BALANCE_RETRY_LOCK_MS, NATIVE_BALANCE_CACHE_MS } from '../../constants'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'

export type RefreshBalanceParameters = {
  /** The active namespace when absent. */
  namespace?: ChainNamespace
  /** Read the chain even when the 30 s cache holds a value (after a send, or when the host asks). */
  force?: boolean
}

export type RefreshBalanceReturnType = { balance: string; symbol: string } | undefined

// One chain read per account at a time: a second caller (the Account view opening while connect's read
// still retries) joins it instead of doubling the RPC load and racing it to the retry lock.
const readsInFlight = new WeakMap<PorticoContext, Map<string, Promise<RefreshBalanceReturnType>>>()
const inFlightOf = (context: PorticoContext) => {
  const reads = readsInFlight.get(context) ?? new Map<string, Promise<RefreshBalanceReturnType>>()
  readsInFlight.set(context, reads)
  return reads
}

/**
 * Reads the connected account's native balance into its state (SPEC §3 balance, balanceSymbol),
 * through the 30 s native-balance cache (SPEC §9). A failure, or a network the adapter cannot read,
 * shows 'Token Balance Unavailable' and locks retries for 30 s (SPEC §5, §8). Never throws.
 */
export async function refreshBalance(
  context: PorticoContext,
  { namespace, force = false }: RefreshBalanceParameters = {},
): Promise<RefreshBalanceReturnType> {
  const { chains, alerts } = context.stores
  const target = namespace ?? chains.getState().activeNamespace
  if (!target) return undefined
  const { account, network } = chains.getState().namespaces[target]
  const adapter = context.adapters[target]
  const { address, caipAddress } = account
  if (account.status !== 'connected' || !address || !caipAddress || !network) return undefined
  // SPEC §1: namespaces without balances declare it; nothing is fetched and nothing is wrong.
  if (!adapter?.capabilities.balance) return undefined

  const now = context.now()
  const lockedUntil = context.balanceRetryLocks.get(caipAddress)
  if (lockedUntil !== undefined && now < lockedUntil) return undefined

  const stillCurrent = () => chains.getState().namespaces[target].account.caipAddress === caipAddress
  const apply = (result: { balance: string; symbol: string }) => {
    chains.getState().patchAccount(target, { balance: result.balance, balanceSymbol: result.symbol })
    return result
  }

  if (!force) {
    const cached = context.storage.getCached('nativeBalanceCache', caipAddress, NATIVE_BALANCE_CACHE_MS, now)
    if (cached !== undefined) return apply({ balance: cached, symbol: network.nativeCurrency.symbol })
  }

  const readChain = async (): Promise<RefreshBalanceReturnType> => {
    try {
      if (network.unknown || !adapter.getBalance) throw new Error(TOKEN_BALANCE_UNAVAILABLE)
      const result = await adapter.getBalance({ address, caipNetwork: network })
      // The wallet may have changed account or network while the chain answered.
      if (!stillCurrent()) return undefined
      context.balanceRetryLocks.delete(caipAddress)
      context.storage.setCached('nativeBalanceCache', caipAddress, result.balance, context.now())
      return apply(result)
    } catch {
      context.balanceRetryLocks.set(caipAddress, context.now() + BALANCE_RETRY_LOCK_MS)
      if (!stillCurrent()) return undefined
      chains.getState().patchAccount(target, { balance: undefined, balanceSymbol: undefined })
      alerts.getState().showBanner({ message: TOKEN_BALANCE_UNAVAILABLE, variant: 'error' })
      return undefined
    }
  }

  const inFlight = inFlightOf(context)
  // A forced read (after a send) must not take an answer asked for before the send landed.
  const joined = force ? undefined : inFlight.get(caipAddress)
  if (joined) return joined
  const read = readChain().finally(() => {
    if (inFlight.get(caipAddress) === read) inFlight.delete(caipAddress)
  })
  inFlight.set(caipAddress, read)
  return read
}
