import { formatUnits, getAddress } from 'viem'
import { NATIVE_LOG_INDEX } from './indexedTransfer'
import type { HistoryRow } from './queryAccountHistory'

/** SPEC §3 transaction, as core's transaction list reads it. */
export type HistoryTransaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'send' | 'receive'
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: {
    direction: 'in' | 'out' | 'self'
    fungible_info: { name: string; symbol: string; icon: { url: string }; quantity: { numeric: string } }
    quantity: { numeric: string }
    price: number
    value: number
  }[]
}

export type HistoryTransactionParameters = {
  row: HistoryRow
  /** The lower-cased account whose history this is: it sets the direction. */
  account: string
  iconUrl: string
  price: number
}

/** One stored transfer as a SPEC §3 transaction seen from `account`: sent (out), received (in) or to itself. */
export function historyTransaction({
  row,
  account,
  iconUrl,
  price,
}: HistoryTransactionParameters): HistoryTransaction {
  const direction = row.from_address === row.to_address ? 'self' : row.from_address === account ? 'out' : 'in'
  const numeric = formatUnits(BigInt(row.amount), row.decimals)
  return {
    // A transaction's native value is its hash; each token log is the hash and its log index.
    id: row.log_index === NATIVE_LOG_INDEX ? row.tx_hash : `${row.tx_hash}-${row.log_index}`,
    metadata: {
      minedAt: new Date(row.mined_at).toISOString(),
      chain: `eip155:${row.chain_id}`,
      operationType: direction === 'in' ? 'receive' : 'send',
      status: row.status,
      sentFrom: getAddress(row.from_address),
      sentTo: getAddress(row.to_address),
    },
    transfers: [
      {
        direction,
        fungible_info: { name: row.name, symbol: row.symbol, icon: { url: iconUrl }, quantity: { numeric } },
        quantity: { numeric },
        price,
        value: price * Number(numeric),
      },
    ],
  }
}
