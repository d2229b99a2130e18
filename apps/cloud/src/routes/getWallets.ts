import { queryWallets, type WalletQuery } from '../catalogue/queryWallets'
import { WALLETS_DEFAULT_ENTRIES, WALLETS_MAX_ENTRIES } from '../constants'
import { HttpError, invalidParameterMessage } from '../errors'
import type { Route } from '../http/route'

/**
 * SPEC §7: GET /getWallets with page, entries, include, exclude, chains, search and badge_type
 * → { data, count }, data entries shaped per SPEC §3's wallet catalogue entry.
 */
export const getWalletsRoute: Route = {
  method: 'GET',
  path: '/getWallets',
  access: 'sdk',
  handle: async ({ query, services }) => ({ json: await queryWallets(services.db, parseWalletQuery(query)) }),
}

export function parseWalletQuery(query: URLSearchParams): WalletQuery {
  const badgeType = query.get('badge_type') || undefined
  return {
    page: positiveInteger(query, 'page', 1),
    entries: Math.min(positiveInteger(query, 'entries', WALLETS_DEFAULT_ENTRIES), WALLETS_MAX_ENTRIES),
    include: commaList(query.get('include')),
    exclude: commaList(query.get('exclude')),
    chains: commaList(query.get('chains')),
    search: query.get('search')?.trim() || undefined,
    // 'none' asks for no badge filter, as clients send it when they want every wallet.
    badgeType: badgeType === 'none' ? undefined : badgeType,
  }
}

function positiveInteger(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new HttpError(400, invalidParameterMessage(name))
  return value
}

function commaList(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}
