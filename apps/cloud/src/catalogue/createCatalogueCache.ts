import { fnv1a } from '@fastify/etag'
import { LRUCache } from 'lru-cache'
import { CATALOGUE_CACHE_MAX_ENTRIES } from '../constants'
import type { Queryable } from '../db/database'
import { monogramSvg } from '../images/monogramSvg'
import { loadWeb3Icon } from '../images/web3Icons'
import { queryWallets, type WalletEntry, type WalletQuery } from './queryWallets'
import { WALLET_ICON_NAMES } from './walletIconNames'

export type WalletPage = { data: WalletEntry[]; count: number }

/** An answer as it goes on the wire, serialised once, with its ETag. */
export type CachedBody = { body: string; etag: string }

const cachedBody = (body: string): CachedBody => ({ body, etag: `"${fnv1a(body)}"` })

export type CatalogueCache = {
  /** A page as JSON text (`WalletPage`). */
  page: (query: WalletQuery) => Promise<CachedBody>
  /** The SVG of a wallet image id; undefined when no wallet has it. */
  walletImage: (imageId: string) => Promise<CachedBody | undefined>
}

/**
 * The catalogue only changes when a cloud starts (it is written from the data file before the
 * first request), so each page and image is read from the database once and then served from memory.
 */
export function createCatalogueCache(db: Queryable): CatalogueCache {
  const pages = new LRUCache<string, CachedBody, WalletQuery>({
    max: CATALOGUE_CACHE_MAX_ENTRIES,
    fetchMethod: async (_key, _stale, { context }) => {
      const page: WalletPage = await queryWallets(db, context)
      return cachedBody(JSON.stringify(page))
    },
  })
  const images = new LRUCache<string, { svg: CachedBody | undefined }>({
    max: CATALOGUE_CACHE_MAX_ENTRIES,
    fetchMethod: async (imageId) => {
      const [wallet] = await db.query<{ id: string; name: string }>(
        'select id, name from wallets where image_id = $1',
        [imageId],
      )
      if (!wallet) return { svg: undefined }
      const iconName = WALLET_ICON_NAMES[wallet.id]
      const icon = iconName ? await loadWeb3Icon('wallets', iconName) : undefined
      return { svg: cachedBody(icon ?? monogramSvg(wallet.id, wallet.name)) }
    },
  })
  return {
    page: async (query) => {
      const page = await pages.fetch(JSON.stringify(query), { context: query })
      if (!page) throw new Error('catalogue page fetch returned nothing')
      return page
    },
    walletImage: async (imageId) => (await images.fetch(imageId))?.svg,
  }
}
