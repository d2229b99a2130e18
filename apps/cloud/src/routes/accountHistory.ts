import { getAddress, isAddress } from 'viem'
import { findChain } from '../chains/findChain'
import { HISTORY_MAX_PAGE_SIZE, HISTORY_ONRAMP_PROVIDERS, HISTORY_PAGE_SIZE } from '../constants'
import { HttpError, INVALID_ADDRESS_MESSAGE, invalidParameterMessage } from '../errors'
import { decodeHistoryCursor, encodeHistoryCursor } from '../history/historyCursor'
import { type HistoryTransaction, historyTransaction } from '../history/historyTransaction'
import { queryAccountHistory } from '../history/queryAccountHistory'
import type { Route } from '../http/route'
import { findTokenPrices } from '../prices/tokenPrices'
import { tokenIconUrl } from './tokenIconUrl'

/** SPEC §7 history answer: a page and the cursor of the next, absent on the last page. */
export type AccountHistoryResponse = { data: HistoryTransaction[]; next?: string }

function pageSize(limit: string | null): number {
  if (limit === null) return HISTORY_PAGE_SIZE
  if (!/^\d+$/.test(limit) || Number(limit) < 1) throw new HttpError(400, invalidParameterMessage('limit'))
  return Math.min(Number(limit), HISTORY_MAX_PAGE_SIZE)
}

/**
 * SPEC §7: GET /v1/account/{account}/history?cursor=&onramp=&chainId= → { data, next }: the transfers
 * the indexer read for the account, newest first; SPEC §5: `chainId` keeps to that chain.
 */
export const accountHistoryRoute: Route = {
  method: 'GET',
  path: '/v1/account/:address/history',
  access: 'sdk',
  handle: async (context) => {
    const { params, query, services } = context
    const address = params.address ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, INVALID_ADDRESS_MESSAGE)
    const chainId = query.get('chainId')
    const chain = chainId === null ? undefined : findChain(services.chains, chainId)
    const limit = pageSize(query.get('limit'))
    const cursor = query.get('cursor')
    const after = cursor ? decodeHistoryCursor(cursor) : undefined
    if (cursor && !after) throw new HttpError(400, invalidParameterMessage('cursor'))
    const onramp = query.get('onramp')
    if (onramp !== null && !(HISTORY_ONRAMP_PROVIDERS as readonly string[]).includes(onramp)) {
      throw new HttpError(400, invalidParameterMessage('onramp'))
    }
    // This cloud runs no on-ramp, so no account has on-ramp purchases to list.
    if (onramp !== null) return { json: { data: [] } satisfies AccountHistoryResponse }
    const account = getAddress(address)
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
        iconUrl: tokenIconUrl(context, row.symbol),
        price: prices.get(row.symbol.toUpperCase()) ?? 0,
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
    return { json: { data, ...(next ? { next } : {}) } satisfies AccountHistoryResponse }
  },
}
