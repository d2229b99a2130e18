import type { Database, Queryable } from '../db/database'

/**
 * The operator's price table in USD, keyed by token symbol. These defaults price the devnet's
 * assets (ETH, SOL, and its two dollar tokens at 1); an operator replaces or extends them with `prices`.
 */
export const DEFAULT_TOKEN_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  DDL: 1,
  DUSD: 1,
}

/** Defaults fill symbols the table lacks; explicit prices overwrite what the table holds. */
export async function seedTokenPrices(
  db: Database,
  prices: Readonly<Record<string, number>> = {},
): Promise<void> {
  const upsert = async (entries: Readonly<Record<string, number>>, overwrite: boolean) => {
    const rows = Object.entries(entries).map(([symbol, price_usd]) => ({
      symbol: symbol.toUpperCase(),
      price_usd,
    }))
    if (rows.length === 0) return
    await db.query(
      `insert into token_prices (symbol, price_usd)
       select symbol, price_usd from jsonb_to_recordset($1::jsonb) as p(symbol text, price_usd double precision)
       on conflict (symbol) do ${overwrite ? 'update set price_usd = excluded.price_usd' : 'nothing'}`,
      [JSON.stringify(rows)],
    )
  }
  await upsert(DEFAULT_TOKEN_PRICES_USD, false)
  await upsert(prices, true)
}

/** USD prices of the given symbols that the table knows. */
export async function findTokenPrices(
  db: Queryable,
  symbols: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ symbol: string; price_usd: number }>(
    'select symbol, price_usd from token_prices where symbol = any($1::text[])',
    [symbols.map((symbol) => symbol.toUpperCase())],
  )
  return new Map(rows.map((row) => [row.symbol, Number(row.price_usd)]))
}
