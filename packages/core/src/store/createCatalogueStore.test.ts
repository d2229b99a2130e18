import { afterEach, describe, expect, test, vi } from 'vitest'
import { createCloudClient } from '../cloud/createCloudClient'
import { ethereum, solana } from '../networks/catalogue'
import { type RecordedRequest, type Script, startScriptedServer } from '../test/scriptedServer'
import type { WalletCatalogueEntry } from '../types/catalogue'
import {
  type CatalogueOptions,
  createCatalogueStore,
  selectAllWallets,
  selectHasMoreWallets,
} from './createCatalogueStore'

// 95 wallets: two full pages of 40 and a last page of 15.
const catalogue: WalletCatalogueEntry[] = Array.from({ length: 95 }, (_, index) => ({
  id: `w${index + 1}`,
  name: `Wallet ${index + 1}`,
  rdns: `com.wallet${index + 1}`,
  image_id: `image-${index + 1}`,
}))
const ids = (wallets: { id: string }[]) => wallets.map((wallet) => wallet.id)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `w${from + index}`)

/** A catalogue service that filters and pages like the real one; `honourExclude: false` plays one that ignores it. */
function getWallets({ honourExclude = true } = {}) {
  return (request: RecordedRequest) => {
    const query = request.query
    const include = query.get('include')?.split(',')
    const exclude = honourExclude ? (query.get('exclude')?.split(',') ?? []) : []
    const search = query.get('search')?.toLowerCase()
    const list = catalogue.filter(
      (wallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const page = Number(query.get('page'))
    const entries = Number(query.get('entries'))
    return {
      status: 200,
      body: { data: list.slice((page - 1) * entries, page * entries), count: list.length },
    }
  }
}

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(options: CatalogueOptions = {}, script: Script = getWallets()) {
  const server = await startScriptedServer({ '/getWallets': script })
  servers.push(server)
  // Resolves once the cloud has answered (body read), so a test can tell network from the minimum wait.
  const answered: (() => void)[] = []
  const nextAnswer = () => new Promise<void>((resolve) => answered.push(resolve))
  const cloud = createCloudClient({
    apiUrl: server.url,
    projectId: 'portico-demo',
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      const body = await response.text()
      answered.shift()?.()
      return new Response(body, { status: response.status, headers: response.headers })
    },
  })
  const store = createCatalogueStore({
    cloud,
    options: { networks: [ethereum, solana], ...options },
  })
  const query = (index: number) => {
    const params = Object.fromEntries(server.requests[index]?.query ?? [])
    delete params.projectId
    delete params.st
    delete params.sv
    return params
  }
  return { server, store, query, nextAnswer }
}

describe('createCatalogueStore: All Wallets pages (SPEC §7)', () => {
  test('fetches 40 per page, appends, and tells when the end is reached', async () => {
    const { store, query } = await setup()
    expect(selectHasMoreWallets(store.getState())).toBe(true)

    await store.getState().fetchPage(1)
    expect(query(0)).toEqual({ page: '1', entries: '40', chains: `eip155:1,${solana.caipNetworkId}` })
    expect(ids(store.getState().wallets)).toEqual(range(1, 40))
    expect(store.getState()).toMatchObject({ count: 95, page: 1, pageLoading: false, error: undefined })
    expect(selectHasMoreWallets(store.getState())).toBe(true)

    await store.getState().fetchPage(2)
    expect(query(1)).toMatchObject({ page: '2', entries: '40' })
    expect(ids(store.getState().wallets)).toEqual(range(1, 80))
    expect(selectHasMoreWallets(store.getState())).toBe(true)

    await store.getState().fetchPage(3)
    expect(ids(store.getState().wallets)).toEqual(range(1, 95))
    expect(store.getState().page).toBe(3)
    expect(selectHasMoreWallets(store.getState())).toBe(false)
  })

  test('sends includeWalletIds and excludeWalletIds comma-separated', async () => {
    const { store, query } = await setup({ includeWalletIds: ['w5', 'w6', 'w7'], excludeWalletIds: ['w6'] })
    await store.getState().fetchPage(1)
    expect(query(0)).toEqual({
      page: '1',
      entries: '40',
      include: 'w5,w6,w7',
      exclude: 'w6',
      chains: `eip155:1,${solana.caipNetworkId}`,
    })
    expect(ids(store.getState().wallets)).toEqual(['w5', 'w7'])
    expect(store.getState().count).toBe(2)
  })

  test('a page fetched twice does not list a wallet twice', async () => {
    const { store } = await setup()
    await store.getState().fetchPage(1)
    await store.getState().fetchPage(1)
    expect(store.getState().wallets).toHaveLength(40)
  })

  test('a failed page keeps the wallets already shown and records the error', async () => {
    const service = getWallets()
    let calls = 0
    const { store } = await setup({}, (request) =>
      ++calls === 1 ? service(request) : { status: 400, body: { message: 'bad page' } },
    )
    await store.getState().fetchPage(1)
    await store.getState().fetchPage(2)
    expect(ids(store.getState().wallets)).toEqual(range(1, 40))
    expect(store.getState().page).toBe(1)
    expect(store.getState().pageLoading).toBe(false)
    expect(store.getState().error?.message).toBe('/getWallets answered 400: bad page')
  })
})

describe('createCatalogueStore: recommended and featured (SPEC §7)', () => {
  test('fetches 4 recommended wallets from page 1', async () => {
    const { store, query } = await setup()
    await store.getState().fetchRecommended()
    expect(query(0)).toEqual({ page: '1', entries: '4', chains: `eip155:1,${solana.caipNetworkId}` })
    expect(ids(store.getState().recommended)).toEqual(['w1', 'w2', 'w3', 'w4'])
    expect(store.getState().featured).toEqual([])
    expect(store.getState().recommendedLoading).toBe(false)
  })

  test('featured wallets come in the host order and are left out of the recommended ones', async () => {
    const { store, server } = await setup({ featuredWalletIds: ['w9', 'w2'] })
    await store.getState().fetchRecommended()
    const requests = server.requests.map((request) => Object.fromEntries(request.query))
    expect(requests).toContainEqual(expect.objectContaining({ page: '1', entries: '2', include: 'w9,w2' }))
    expect(requests).toContainEqual(expect.objectContaining({ page: '1', entries: '4', exclude: 'w9,w2' }))
    expect(ids(store.getState().featured)).toEqual(['w9', 'w2'])
    expect(ids(store.getState().recommended)).toEqual(['w1', 'w3', 'w4', 'w5'])
  })

  test('includeWalletIds limits the recommended wallets', async () => {
    const { store, query } = await setup({ includeWalletIds: ['w30', 'w31'] })
    await store.getState().fetchRecommended()
    expect(query(0)).toMatchObject({ include: 'w30,w31', entries: '4' })
    expect(ids(store.getState().recommended)).toEqual(['w30', 'w31'])
  })

  test('installed or announced wallets leave the recommended and featured lists, and return when gone', async () => {
    const { store } = await setup({ featuredWalletIds: ['w9'] })
    store.getState().setInstalledRdns(['com.wallet1', 'com.wallet9'])
    await store.getState().fetchRecommended()
    expect(ids(store.getState().recommended)).toEqual(['w2', 'w3', 'w4'])
    expect(store.getState().featured).toEqual([])
    store.getState().setInstalledRdns(['com.wallet3'])
    expect(ids(store.getState().recommended)).toEqual(['w1', 'w2', 'w4'])
    expect(ids(store.getState().featured)).toEqual(['w9'])
  })

  test('the All Wallets grid lists featured, custom, recommended, then pages, each once', async () => {
    const { store } = await setup({
      featuredWalletIds: ['w9'],
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
    })
    await store.getState().fetchRecommended()
    await store.getState().fetchPage(1)
    const grid = ids(selectAllWallets(store.getState()))
    expect(grid.slice(0, 6)).toEqual(['w9', 'mine', 'w1', 'w2', 'w3', 'w4'])
    expect(grid).toHaveLength(41)
    expect(new Set(grid).size).toBe(41)
  })
})

describe('createCatalogueStore: excluded wallets (SPEC §5)', () => {
  test('never appear, by id, rdns or name in another case, even when the cloud ignores `exclude`', async () => {
    const excludeWalletIds = ['w2', 'com.wallet3', 'wALLET 4', 'Mine']
    const { store, nextAnswer } = await setup(
      { excludeWalletIds, customWallets: [{ id: 'mine', name: 'MINE' }] },
      getWallets({ honourExclude: false }),
    )
    await store.getState().fetchRecommended()
    await store.getState().fetchPage(1)
    vi.useFakeTimers()
    const answered = nextAnswer()
    const searching = store.getState().search('Wallet')
    await answered
    await vi.advanceTimersByTimeAsync(300)
    await searching
    const shown = [
      ...store.getState().recommended,
      ...store.getState().wallets,
      ...store.getState().searchResults,
      ...store.getState().customWallets,
    ]
    expect(shown.length).toBeGreaterThan(0)
    for (const hidden of ['w2', 'w3', 'w4', 'mine']) expect(ids(shown)).not.toContain(hidden)
    expect(ids(store.getState().recommended)).toEqual(['w1'])
    expect(store.getState().wallets).toHaveLength(37)
  })
})

describe('createCatalogueStore: search (SPEC §7, §9)', () => {
  test('asks for 100 results of the trimmed query and shows them only after 300 ms', async () => {
    const { store, query, nextAnswer } = await setup()
    vi.useFakeTimers()
    const answered = nextAnswer()
    const searching = store.getState().search('  wallet 1 ')
    expect(store.getState()).toMatchObject({
      searchLoading: true,
      searchQuery: 'wallet 1',
      searchResults: [],
    })
    await answered
    expect(query(0)).toEqual({
      page: '1',
      entries: '100',
      search: 'wallet 1',
      chains: `eip155:1,${solana.caipNetworkId}`,
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(store.getState()).toMatchObject({ searchLoading: true, searchResults: [] })
    await vi.advanceTimersByTimeAsync(1)
    await searching
    expect(store.getState().searchLoading).toBe(false)
    expect(ids(store.getState().searchResults)).toEqual(['w1', ...range(10, 19)])
  })

  test('typing on supersedes the older query, whose results never show; the wait counts from the first keystroke', async () => {
    const { store, nextAnswer } = await setup()
    vi.useFakeTimers()
    const seen: string[][] = []
    store.subscribe((state) => seen.push(ids(state.searchResults)))
    const firstAnswered = nextAnswer()
    const first = store.getState().search('Wallet 9')
    await firstAnswered
    await vi.advanceTimersByTimeAsync(100)
    const secondAnswered = nextAnswer()
    const second = store.getState().search('Wallet 2')
    await secondAnswered
    await vi.advanceTimersByTimeAsync(199)
    expect(store.getState()).toMatchObject({
      searchLoading: true,
      searchQuery: 'Wallet 2',
      searchResults: [],
    })
    // 300 ms after the first keystroke, not after the last: the newest query's results show.
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all([first, second])
    expect(ids(store.getState().searchResults)).toEqual(['w2', ...range(20, 29)])
    expect(seen.flat()).not.toContain('w9')
  })

  test('a search after the last one settled waits its own 300 ms', async () => {
    const { store, nextAnswer } = await setup()
    vi.useFakeTimers()
    let answered = nextAnswer()
    const first = store.getState().search('Wallet 9')
    await answered
    await vi.advanceTimersByTimeAsync(300)
    await first
    answered = nextAnswer()
    const second = store.getState().search('Wallet 2')
    await answered
    await vi.advanceTimersByTimeAsync(299)
    expect(store.getState()).toMatchObject({ searchLoading: true, searchResults: [] })
    await vi.advanceTimersByTimeAsync(1)
    await second
    expect(ids(store.getState().searchResults)).toEqual(['w2', ...range(20, 29)])
  })

  test('an empty query clears the results at once and drops a search under way', async () => {
    const { store, server } = await setup()
    vi.useFakeTimers()
    const searching = store.getState().search('Wallet 9')
    await store.getState().search('   ')
    expect(store.getState()).toMatchObject({ searchLoading: false, searchQuery: '', searchResults: [] })
    await vi.advanceTimersByTimeAsync(300)
    await searching
    expect(store.getState().searchResults).toEqual([])
    expect(server.requests).toHaveLength(1)
  })

  test('a failed search shows no results and the error, after the same wait', async () => {
    const { store, nextAnswer } = await setup({}, () => ({ status: 400, body: { message: 'bad search' } }))
    vi.useFakeTimers()
    const answered = nextAnswer()
    const searching = store.getState().search('x')
    await answered
    await vi.advanceTimersByTimeAsync(299)
    expect(store.getState().error).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await searching
    expect(store.getState()).toMatchObject({ searchLoading: false, searchResults: [] })
    expect(store.getState().error?.message).toBe('/getWallets answered 400: bad search')
  })
})

describe('createCatalogueStore without a cloud', () => {
  const customWallets = [
    { id: 'mine', name: 'My Wallet' },
    { id: 'ours', name: 'Our Vault' },
  ]

  test('holds the custom wallets, says it has no remote catalogue, and reports no error', async () => {
    const store = createCatalogueStore({ options: { customWallets } })
    await store.getState().fetchRecommended()
    await store.getState().fetchPage(1)
    expect(store.getState()).toMatchObject({
      remote: false,
      recommended: [],
      wallets: [],
      count: 0,
      error: undefined,
      recommendedLoading: false,
      pageLoading: false,
    })
    expect(ids(selectAllWallets(store.getState()))).toEqual(['mine', 'ours'])
    expect(selectHasMoreWallets(store.getState())).toBe(false)
  })

  test('searches the custom wallets by name, after the same 300 ms', async () => {
    const store = createCatalogueStore({ options: { customWallets } })
    vi.useFakeTimers()
    const searching = store.getState().search('vault')
    await vi.advanceTimersByTimeAsync(299)
    expect(store.getState().searchLoading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await searching
    expect(ids(store.getState().searchResults)).toEqual(['ours'])
  })
})
