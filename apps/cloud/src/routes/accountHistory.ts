import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getAddress } from 'viem'
import { findChain } from '../chains/findChain'
import { HISTORY_MAX_PAGE_SIZE, HISTORY_ONRAMP_PROVIDERS, HISTORY_PAGE_SIZE } from '../constants'
import { HttpError, invalidParameterMessage } from '../errors'
import { decodeHistoryCursor, encodeHistoryCursor } from '../history/historyCursor'
import { type HistoryTransaction, historyTransaction } from '../history/historyTransaction'
import { queryAccountHistory } from '../history/queryAccountHistory'
import { findTokenPrices } from '../prices/tokenPrices'
import { ChainIdParameter, EvmAddress, sdkQuery, withErrors } from '../server/commonSchemas'
import { tokenIconUrl } from './tokenIconUrl'

/** SPEC §7 history answer: a page and the cursor of the next, absent on the last page. */
export type AccountHistoryResponse = { data: HistoryTransaction[]; next?: string }

/** SPEC §3 transaction. */
const TransactionSchema = Type.Object({
  id: Type.String(),
  metadata: Type.Object({
    minedAt: Type.String(),
    chain: Type.String(),
    operationType: Type.Union([Type.Literal('send'), Type.Literal('receive')]),
    status: Type.String(),
    sentFrom: Type.String(),
    sentTo: Type.String(),
  }),
  transfers: Type.Array(
    Type.Object({
      direction: Type.Union([Type.Literal('in'), Type.Literal('out'), Type.Literal('self')]),
      fungible_info: Type.Optional(
        Type.Object({
          name: Type.String(),
          symbol: Type.String(),
          icon: Type.Object({ url: Type.String() }),
          quantity: Type.Object({ numeric: Type.String() }),
        }),
      ),
      // SPEC §3: an NFT transfer names the token, its preview image and whether it is spam.
      nft_info: Type.Optional(
        Type.Object({
          name: Type.String(),
          content: Type.Optional(Type.Object({ preview: Type.Object({ url: Type.String() }) })),
          flags: Type.Object({ is_spam: Type.Boolean() }),
        }),
      ),
      quantity: Type.Object({ numeric: Type.String() }),
      price: Type.Number(),
      value: Type.Number(),
    }),
  ),
})

/**
 * SPEC §7: GET /v1/account/{account}/history?cursor=&onramp=&chainId= → { data, next }: the transfers
 * the indexer read for the account, newest first; SPEC §5: `chainId` keeps to that chain.
 */
export const accountHistoryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/account/:address/history',
    {
      schema: {
        summary: "An account's transfers, newest first",
        params: Type.Object({ address: EvmAddress }),
        querystring: sdkQuery({
          chainId: Type.Optional(ChainIdParameter),
          limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              description: `Entries a page (default ${HISTORY_PAGE_SIZE}, at most ${HISTORY_MAX_PAGE_SIZE})`,
            }),
          ),
          cursor: Type.Optional(Type.String({ description: 'The `next` of the previous page' })),
          onramp: Type.Optional(
            Type.Union(HISTORY_ONRAMP_PROVIDERS.map((provider) => Type.Literal(provider))),
          ),
        }),
        response: withErrors({
          200: Type.Object({ data: Type.Array(TransactionSchema), next: Type.Optional(Type.String()) }),
        }),
      },
      config: { access: 'sdk', rateLimitFamily: 'dataApi' },
    },
    async (request): Promise<AccountHistoryResponse> => {
      const { services } = app
      const { chainId, cursor, onramp } = request.query
      const chain = chainId === undefined ? undefined : findChain(services.chains, chainId)
      const limit = Math.min(request.query.limit ?? HISTORY_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE)
      const after = cursor ? decodeHistoryCursor(cursor) : undefined
      if (cursor && !after) throw new HttpError(400, invalidParameterMessage('cursor'))
      // This cloud runs no on-ramp, so no account has on-ramp purchases to list.
      if (onramp !== undefined) return { data: [] }
      const account = getAddress(request.params.address)
      const rows = await queryAccountHistory(services.db, {
        account,
        chainId: chain?.chainId,
        after,
        limit: limit + 1,
      })
      const page = rows.slice(0, limit)
      const prices = await findTokenPrices(services.db, [...new Set(page.map((row) => row.symbol))])
      const data = page.map((row) =>
        historyTransaction({
          row,
          account: account.toLowerCase(),
          iconUrl: tokenIconUrl(request, row.symbol),
          price: prices.get(row.symbol.toUpperCase()) ?? 0,
          spamContracts: services.nftSpamContracts,
        }),
      )
      const last = page.at(-1)
      const next =
        rows.length > limit && last
          ? encodeHistoryCursor({
              minedAt: new Date(last.mined_at).toISOString(),
              chainId: last.chain_id,
              blockNumber: last.block_number,
              txIndex: last.tx_index,
              logIndex: last.log_index,
            })
          : undefined
      return { data, ...(next ? { next } : {}) }
    },
  )
}
