import { LRUCache } from 'lru-cache'
import type { Address } from 'viem'
import { BALANCE_CACHE_MAX_ENTRIES, BALANCE_CACHE_MS } from '../constants'
import type { Queryable } from '../db/database'
import { findTokenPrices } from '../prices/tokenPrices'
import { type CloudChain, caipNetworkId } from './cloudChain'
import { type AssetBalance, readBalances } from './readBalances'
import { readSolanaBalances } from './readSolanaBalances'
import type { SolanaCloudChain } from './solanaCloudChain'

/** A chain whose balances the data API serves: an EVM chain or a Solana cluster. */
export type BalanceChain = CloudChain | SolanaCloudChain

/** What an address holds on a chain (0-decimal and empty assets dropped, SPEC §3), with the USD prices. */
export type HeldAssets = { held: AssetBalance[]; prices: Map<string, number> }

export type BalanceCache = {
  /** `fresh` reads the node again (SPEC §7 forceUpdate) and keeps that answer. */
  read: (chain: BalanceChain, address: string, options?: { fresh?: boolean }) => Promise<HeldAssets>
  /** Drops what is kept for these addresses, when the indexer sees them move value. */
  forget: (chainId: number, addresses: readonly string[]) => void
}

const isSolana = (chain: BalanceChain): chain is SolanaCloudChain => 'caipNetworkId' in chain
const networkOf = (chain: BalanceChain) => (isSolana(chain) ? chain.caipNetworkId : caipNetworkId(chain))
// EVM addresses are case-insensitive; base58 ones are not.
const keyOf = (networkId: string, address: string) =>
  `${networkId}:${networkId.startsWith('eip155:') ? address.toLowerCase() : address}`
const readAssets = (chain: BalanceChain, address: string) =>
  isSolana(chain) ? readSolanaBalances(chain, address) : readBalances(chain, address as Address)

/**
 * SPEC §9's 30 s balance cache, shared by every request for one address on one chain; requests that
 * arrive while the node is read wait for that one read.
 */
export function createBalanceCache(db: Queryable, now: () => number): BalanceCache {
  const cache = new LRUCache<string, HeldAssets, { chain: BalanceChain; address: string }>({
    max: BALANCE_CACHE_MAX_ENTRIES,
    ttl: BALANCE_CACHE_MS,
    ttlResolution: 0,
    perf: { now },
    fetchMethod: async (_key, _stale, { context: { chain, address } }) => {
      const held = (await readAssets(chain, address)).filter(
        (asset) => asset.decimals > 0 && asset.amount > 0n,
      )
      const prices = await findTokenPrices(
        db,
        held.map((asset) => asset.symbol),
      )
      return { held, prices }
    },
  })
  // The reads under way per key, each told when a forget() aborted it: it then reads again, not fails.
  const readsUnderWay = new Map<string, Set<{ forgotten: boolean }>>()
  const fetchAssets = async (key: string, chain: BalanceChain, address: string, fresh: boolean) => {
    const assets = await cache.fetch(key, { context: { chain, address }, forceRefresh: fresh })
    if (!assets) throw new Error('balance fetch returned nothing')
    return assets
  }
  return {
    read: async (chain, address, { fresh = false } = {}) => {
      const key = keyOf(networkOf(chain), address)
      const read = { forgotten: false }
      const reads = readsUnderWay.get(key) ?? new Set()
      readsUnderWay.set(key, reads.add(read))
      try {
        return await fetchAssets(key, chain, address, fresh)
      } catch (error) {
        // The address moved value while the node was read (the indexer saw it): its new balance is wanted.
        if (!read.forgotten) throw error
        return await fetchAssets(key, chain, address, fresh)
      } finally {
        reads.delete(read)
        if (reads.size === 0) readsUnderWay.delete(key)
      }
    },
    forget: (chainId, addresses) => {
      for (const address of addresses) {
        const key = keyOf(caipNetworkId({ chainId }), address)
        for (const read of readsUnderWay.get(key) ?? []) read.forgotten = true
        cache.delete(key)
      }
    },
  }
}
