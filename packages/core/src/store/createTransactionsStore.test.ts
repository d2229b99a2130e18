import { afterEach, describe, expect, test } from 'vitest'
import { createCloudClient } from '../cloud/createCloudClient'
import { startScriptedServer } from '../test/scriptedServer'
import type { Transaction, TransactionTransfer } from '../types/transactions'
import { createTransactionsStore } from './createTransactionsStore'

const address = '0x1111111111111111111111111111111111111111'
const historyPath = `/v1/account/${address}/history`
const usdc: TransactionTransfer = { fungible_info: { symbol: 'USDC', quantity: { numeric: '5' } } }
const spamNft: TransactionTransfer = { nft_info: { name: 'Claim now', flags: { is_spam: true } } }

const transaction = (
  id: string,
  minedAt: string,
  { chain = 'eip155:1', transfers = [usdc] }: { chain?: string; transfers?: TransactionTransfer[] } = {},
): Transaction => ({
  id,
  metadata: { minedAt, chain, operationType: 'send', status: 'confirmed', sentFrom: address, sentTo: '0xb' },
  transfers,
})

const page1 = [
  transaction('t1', '2026-03-10T10:00:00Z'),
  transaction('spam', '2026-03-09T10:00:00Z', { transfers: [spamNft, spamNft] }),
  transaction('optimism', '2026-03-08T10:00:00Z', { chain: 'eip155:10' }),
  transaction('t2', '2026-01-20T10:00:00Z', { transfers: [spamNft, usdc] }),
]
const page2 = [transaction('t3', '2025-12-31T10:00:00Z'), transaction('t4', '2025-11-02T10:00:00Z')]

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(script: Parameters<typeof startScriptedServer>[0]) {
  const server = await startScriptedServer(script)
  servers.push(server)
  const cloud = createCloudClient({ apiUrl: server.url, projectId: 'portico-demo' })
  const store = createTransactionsStore({ cloud })
  const query = (index: number) => {
    const { projectId, st, sv, ...rest } = Object.fromEntries(server.requests[index]?.query ?? [])
    return rest
  }
  return { server, store, query }
}

const ids = (transactions: Transaction[]) => transactions.map((entry) => entry.id)
const grouped = (store: ReturnType<typeof createTransactionsStore>) =>
  store
    .getState()
    .transactionsByYear.map(({ year, months }) => [
      year,
      months.map(({ month, transactions }) => [month, ids(transactions)]),
    ])

describe('createTransactionsStore (SPEC §4, §7)', () => {
  test('without an address it throws the exact message and asks nothing', async () => {
    const { store, server } = await setup({})
    for (const missing of [undefined, '']) {
      await expect(
        store.getState().fetchTransactions({ address: missing, caipNetworkId: 'eip155:1' }),
      ).rejects.toThrow("Transactions can't be fetched without an accountAddress")
    }
    expect(server.requests).toHaveLength(0)
    expect(store.getState().loading).toBe(false)
  })

  test('loads the first page: loading, then filled, spam and other chains left out, grouped newest first', async () => {
    const { store, server, query } = await setup({
      [historyPath]: [{ status: 200, body: { data: page1, next: 'c2' } }],
    })
    const loading = store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    expect(store.getState()).toMatchObject({ loading: true, lastNetworkInView: 'eip155:1' })
    await loading
    expect(server.requests[0]?.path).toBe(historyPath)
    expect(query(0)).toEqual({ chainId: 'eip155:1' })
    expect(store.getState()).toMatchObject({ loading: false, empty: false, next: 'c2', error: undefined })
    expect(ids(store.getState().transactions)).toEqual(['t1', 't2'])
    expect(grouped(store)).toEqual([
      [
        2026,
        [
          [3, ['t1']],
          [1, ['t2']],
        ],
      ],
    ])
  })

  test('the next page is fetched with the cursor and appended; after the last page nothing more is asked', async () => {
    const { store, server, query } = await setup({
      [historyPath]: [
        { status: 200, body: { data: page1, next: 'c2' } },
        { status: 200, body: { data: page2, next: null } },
      ],
    })
    const fetchMore = () => store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    await fetchMore()
    await fetchMore()
    expect(query(1)).toEqual({ cursor: 'c2', chainId: 'eip155:1' })
    expect(ids(store.getState().transactions)).toEqual(['t1', 't2', 't3', 't4'])
    expect(store.getState().next).toBeUndefined()
    expect(grouped(store)).toEqual([
      [
        2026,
        [
          [3, ['t1']],
          [1, ['t2']],
        ],
      ],
      [
        2025,
        [
          [12, ['t3']],
          [11, ['t4']],
        ],
      ],
    ])
    await fetchMore()
    expect(server.requests).toHaveLength(2)
  })

  test('another network starts over without a cursor and shows only that chain', async () => {
    const { store, query } = await setup({
      [historyPath]: [
        { status: 200, body: { data: page1, next: 'c2' } },
        { status: 200, body: { data: page1, next: null } },
      ],
    })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:10' })
    expect(query(1)).toEqual({ chainId: 'eip155:10' })
    expect(ids(store.getState().transactions)).toEqual(['optimism'])
    expect(store.getState().lastNetworkInView).toBe('eip155:10')
  })

  test('a history with nothing to show is empty', async () => {
    const { store } = await setup({
      [historyPath]: [{ status: 200, body: { data: [page1[1], page1[2]], next: null } }],
    })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    expect(store.getState()).toMatchObject({
      loading: false,
      empty: true,
      transactions: [],
      transactionsByYear: [],
    })
  })

  test('a failure empties the list, clears the cursor and says "Failed to fetch transactions"; a retry starts over', async () => {
    const { store, query } = await setup({
      [historyPath]: [
        { status: 200, body: { data: page1, next: 'c2' } },
        { status: 400, body: { message: 'bad cursor' } },
        { status: 200, body: { data: page2, next: null } },
      ],
    })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    expect(store.getState()).toMatchObject({
      transactions: [],
      transactionsByYear: [],
      loading: false,
      empty: true,
      next: undefined,
      error: 'Failed to fetch transactions',
    })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    expect(query(2)).toEqual({ chainId: 'eip155:1' })
    expect(ids(store.getState().transactions)).toEqual(['t3', 't4'])
    expect(store.getState().error).toBeUndefined()
  })

  test('reset clears everything and drops an answer still on its way', async () => {
    const { store } = await setup({
      [historyPath]: [
        { status: 200, body: { data: page1, next: 'c2' } },
        { status: 200, body: { data: page2, next: 'c3' } },
      ],
    })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    const late = store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    store.getState().reset()
    await late
    expect(store.getState()).toMatchObject({
      transactions: [],
      transactionsByYear: [],
      coinbaseTransactions: [],
      loading: false,
      empty: false,
      next: undefined,
      lastNetworkInView: undefined,
      error: undefined,
    })
  })

  test('coinbase on-ramp purchases are fetched with no-cache into their own list', async () => {
    const { store, server, query } = await setup({
      [historyPath]: [
        { status: 200, body: { data: page1, next: 'c2' } },
        { status: 200, body: { data: page2, next: null } },
      ],
    })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
    await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1', onramp: 'coinbase' })
    expect(query(1)).toEqual({ onramp: 'coinbase', chainId: 'eip155:1' })
    expect(server.requests.map((request) => request.headers['cache-control'])).toEqual([
      undefined,
      'max-age=0',
    ])
    expect(store.getState().coinbaseTransactions.map(({ year }) => year)).toEqual([2025])
    expect(ids(store.getState().transactions)).toEqual(['t1', 't2'])
    expect(store.getState().next).toBe('c2')
  })
})

test('without a cloud the list is empty, with no error', async () => {
  const store = createTransactionsStore({})
  await store.getState().fetchTransactions({ address, caipNetworkId: 'eip155:1' })
  expect(store.getState()).toMatchObject({ empty: true, loading: false, error: undefined, transactions: [] })
})
