import { createStore } from 'zustand/vanilla'
import type { CloudClient } from '../cloud/createCloudClient'
import type { OnrampProvider } from '../constants'
import { FAILED_TO_FETCH_TRANSACTIONS, TRANSACTIONS_REQUIRE_ACCOUNT_ADDRESS } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import type { CaipNetworkId } from '../namespaces'
import { groupTransactionsByYear, type TransactionsByYear } from '../transactions/groupTransactionsByYear'
import { isSpamTransaction } from '../transactions/isSpamTransaction'
import type { Transaction } from '../types/transactions'

export type FetchTransactionsParameters = {
  address: string | undefined
  /** The connected network; only its transactions show (SPEC §5). */
  caipNetworkId: CaipNetworkId
  /** The on-ramp whose purchases to list instead (SPEC §7: coinbase is fetched with no-cache). */
  onramp?: OnrampProvider
}

export type TransactionsState = {
  /** The connected chain's transactions, spam left out, in the order the history gave them. */
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  /** Purchases through the coinbase on-ramp, fetched on their own (SPEC §3, §7). */
  coinbaseTransactions: TransactionsByYear
  loading: boolean
  /** True once a fetch has settled with nothing to show (SPEC §4: filled or empty). */
  empty: boolean
  /** The cursor of the next page; undefined when the last page is in. */
  next: string | undefined
  /** The network the list belongs to (SPEC §3). */
  lastNetworkInView: CaipNetworkId | undefined
  /** SPEC §8: 'Failed to fetch transactions' after a failure, cleared by the next fetch. */
  error: string | undefined
  /**
   * SPEC §7 account history: the first page, or the next one while the same address and network are
   * in view; a different address or network starts over. Does nothing once the last page is in.
   */
  fetchTransactions: (parameters: FetchTransactionsParameters) => Promise<void>
  /** SPEC §4: clears everything; an answer still on its way is dropped. */
  reset: () => void
}

type HistoryResponse = { data: Transaction[]; next?: string | null }

const initialState = {
  transactions: [],
  transactionsByYear: [],
  coinbaseTransactions: [],
  loading: false,
  empty: false,
  next: undefined,
  lastNetworkInView: undefined,
  error: undefined,
} satisfies Partial<TransactionsState>

export function createTransactionsStore({ cloud }: { cloud?: CloudClient | undefined }) {
  // Which list is in view and whether its first page came in; a reset bumps the generation.
  let inView: { address: string; caipNetworkId: CaipNetworkId; started: boolean } | undefined
  let generation = 0

  async function history(
    client: CloudClient,
    { address, caipNetworkId, onramp }: FetchTransactionsParameters & { address: string },
    cursor: string | undefined,
  ) {
    const response = await client.get<HistoryResponse>(
      `/v1/account/${encodeURIComponent(address)}/history`,
      { cursor, onramp, chainId: caipNetworkId },
      onramp === 'coinbase' ? 'no-cache' : undefined,
    )
    if (!Array.isArray(response?.data)) throw new Error('history answered without a data list')
    return {
      data: response.data.filter((transaction) => !isSpamTransaction(transaction)),
      next: response.next,
    }
  }

  const store = createStore<TransactionsState>()((set, get) => ({
    ...initialState,

    fetchTransactions: async (parameters) => {
      const { address, caipNetworkId, onramp } = parameters
      if (!address) throw new PorticoError(TRANSACTIONS_REQUIRE_ACCOUNT_ADDRESS)
      if (!cloud) return set({ empty: true, lastNetworkInView: caipNetworkId })
      if (onramp) {
        const current = generation
        try {
          const { data } = await history(cloud, { ...parameters, address }, undefined)
          if (current === generation)
            set({ coinbaseTransactions: groupTransactionsByYear(data), error: undefined })
        } catch {
          if (current === generation) set({ coinbaseTransactions: [], error: FAILED_TO_FETCH_TRANSACTIONS })
        }
        return
      }
      if (inView?.address !== address || inView.caipNetworkId !== caipNetworkId) {
        generation++
        inView = { address, caipNetworkId, started: false }
        set({ ...initialState, lastNetworkInView: caipNetworkId })
      } else if (get().loading || (inView.started && !get().next)) {
        return
      }
      const current = generation
      set({ loading: true, error: undefined })
      try {
        const page = await history(cloud, { ...parameters, address }, inView.started ? get().next : undefined)
        if (current !== generation) return
        // SPEC §5: only the connected chain's transactions show.
        const shown = [
          ...get().transactions,
          ...page.data.filter((transaction) => transaction.metadata.chain === caipNetworkId),
        ]
        if (inView) inView.started = true
        set({
          transactions: shown,
          transactionsByYear: groupTransactionsByYear(shown),
          loading: false,
          empty: shown.length === 0,
          next: page.next || undefined,
        })
      } catch {
        if (current !== generation) return
        // SPEC §4: a failure leaves the list empty with the cursor cleared; the next fetch starts over.
        if (inView) inView.started = false
        set({
          transactions: [],
          transactionsByYear: [],
          loading: false,
          empty: true,
          next: undefined,
          error: FAILED_TO_FETCH_TRANSACTIONS,
        })
      }
    },

    reset: () => {
      generation++
      inView = undefined
      set({ ...initialState })
    },
  }))
  return store
}

export type TransactionsStore = ReturnType<typeof createTransactionsStore>
