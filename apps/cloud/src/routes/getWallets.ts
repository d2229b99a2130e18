import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type Static, Type } from 'typebox'
import type { WalletQuery } from '../catalogue/queryWallets'
import { CATALOGUE_MAX_AGE_S, WALLETS_DEFAULT_ENTRIES, WALLETS_MAX_ENTRIES } from '../constants'
import type { Project } from '../projects/project'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'
import { sendCachedJson } from './sendCachedJson'

const CommaList = (description: string) => Type.Optional(Type.String({ description }))

const WalletsQuery = sdkQuery({
  page: Type.Optional(Type.Integer({ minimum: 1, description: '1-based page' })),
  entries: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: `Wallets a page (default ${WALLETS_DEFAULT_ENTRIES}, at most ${WALLETS_MAX_ENTRIES})`,
    }),
  ),
  include: CommaList('Only these wallet ids, comma-separated'),
  exclude: CommaList('Not these wallet ids, comma-separated'),
  chains: CommaList('Wallets supporting any of these CAIP-2 ids, comma-separated'),
  search: Type.Optional(Type.String({ description: 'Part of the name, any letter case' })),
  badge_type: Type.Optional(Type.String({ description: '`certified`, or `none` for every wallet' })),
})

/** SPEC §3 wallet catalogue entry. */
const WalletEntry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  image_id: Type.String(),
  rdns: Type.Union([Type.String(), Type.Null()]),
  chains: Type.Array(Type.String()),
  mobile_link: Type.Union([Type.String(), Type.Null()]),
  desktop_link: Type.Union([Type.String(), Type.Null()]),
  webapp_link: Type.Union([Type.String(), Type.Null()]),
})

/**
 * SPEC §7: GET /getWallets with page, entries, include, exclude, chains, search and badge_type
 * → { data, count }, data entries shaped per SPEC §3's wallet catalogue entry.
 */
export const getWalletsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getWallets',
    {
      schema: {
        summary: 'A page of the wallet catalogue',
        querystring: WalletsQuery,
        response: withErrors({ 200: Type.Object({ data: Type.Array(WalletEntry), count: Type.Integer() }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'catalogue' },
    },
    async (request, reply) => {
      // A page changes only with the catalogue and the project's wallets: browsers keep it.
      const page = await app.services.catalogue.page(walletQuery(request.query, requireProject(request)))
      return sendCachedJson(reply.header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_S}`), page)
    },
  )
}

function walletQuery(query: Static<typeof WalletsQuery>, project: Project): WalletQuery {
  const badgeType = query.badge_type || undefined
  return {
    page: query.page ?? 1,
    entries: Math.min(query.entries ?? WALLETS_DEFAULT_ENTRIES, WALLETS_MAX_ENTRIES),
    include: commaList(query.include),
    exclude: [...commaList(query.exclude), ...project.excludedWalletIds],
    featured: project.featuredWalletIds,
    chains: commaList(query.chains),
    search: query.search?.trim() || undefined,
    // 'none' asks for no badge filter, as clients send it when they want every wallet.
    badgeType: badgeType === 'none' ? undefined : badgeType,
  }
}

function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}
