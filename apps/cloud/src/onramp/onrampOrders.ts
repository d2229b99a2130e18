import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database'
import type { OnrampOrderStatus } from './onrampConstants'

/** An on-ramp order as stored: what was quoted, where it goes, how its payment ended. */
export type OnrampOrder = {
  id: string
  projectId: string
  address: string
  network: string
  assetSymbol: string
  assetDecimals: number
  paymentCents: bigint
  paymentCurrency: string
  paymentMethod: string
  /** The quoted crypto, smallest units. */
  purchaseAmount: bigint
  provider: string
  status: OnrampOrderStatus
  transactionHash: string | null
  failure: string | null
}

type OrderRow = {
  id: string
  project_id: string
  address: string
  network: string
  asset_symbol: string
  asset_decimals: number
  payment_cents: string | number | bigint
  payment_currency: string
  payment_method: string
  purchase_amount: string
  provider: string
  status: OnrampOrderStatus
  transaction_hash: string | null
  failure: string | null
}

const fromRow = (row: OrderRow): OnrampOrder => ({
  id: row.id,
  projectId: row.project_id,
  address: row.address,
  network: row.network,
  assetSymbol: row.asset_symbol,
  assetDecimals: Number(row.asset_decimals),
  paymentCents: BigInt(row.payment_cents),
  paymentCurrency: row.payment_currency,
  paymentMethod: row.payment_method,
  purchaseAmount: BigInt(row.purchase_amount),
  provider: row.provider,
  status: row.status,
  transactionHash: row.transaction_hash,
  failure: row.failure,
})

/** An order id: 128 random bits, so the checkout URL that carries it cannot be guessed. */
export function newOrderId(): string {
  return randomBytes(16).toString('base64url')
}

/** Stores a new pending order. */
export async function insertOnrampOrder(
  db: Queryable,
  order: Omit<OnrampOrder, 'status' | 'transactionHash' | 'failure'>,
  now: Date,
): Promise<OnrampOrder> {
  const [row] = await db.query<OrderRow>(
    `insert into onramp_orders (id, project_id, address, network, asset_symbol, asset_decimals, payment_cents,
       payment_currency, payment_method, purchase_amount, provider, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $12) returning *`,
    [
      order.id,
      order.projectId,
      order.address,
      order.network,
      order.assetSymbol,
      order.assetDecimals,
      order.paymentCents.toString(),
      order.paymentCurrency,
      order.paymentMethod,
      order.purchaseAmount.toString(),
      order.provider,
      now.toISOString(),
    ],
  )
  if (!row) throw new Error('the order was not stored')
  return fromRow(row)
}

export async function findOnrampOrder(db: Queryable, id: string): Promise<OnrampOrder | undefined> {
  const [row] = await db.query<OrderRow>('select * from onramp_orders where id = $1', [id])
  return row ? fromRow(row) : undefined
}

/**
 * Moves an order from `from` to `to` only if it still is `from`: one statement, so of two payments of
 * the same order racing, exactly one wins (paying twice is refused).
 */
export async function moveOnrampOrder(
  db: Queryable,
  id: string,
  from: OnrampOrderStatus,
  to: OnrampOrderStatus,
  now: Date,
  outcome: { transactionHash?: string; failure?: string } = {},
): Promise<OnrampOrder | undefined> {
  const [row] = await db.query<OrderRow>(
    `update onramp_orders set status = $3, transaction_hash = coalesce($4, transaction_hash),
       failure = coalesce($5, failure), updated_at = $6
     where id = $1 and status = $2 returning *`,
    [id, from, to, outcome.transactionHash ?? null, outcome.failure ?? null, now.toISOString()],
  )
  return row ? fromRow(row) : undefined
}
