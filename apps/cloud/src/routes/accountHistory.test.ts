import { createCloudClient, createTransactionsStore, type Transaction } from '@portico/core'
import { type Devnet, freeDevnetPorts, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { type Address, formatEther, parseEther, parseGwei, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainsFromDevnetDescription } from '../chains/chainsFromDevnet'
import type { CloudChain } from '../chains/cloudChain'
import { DEMO_PROJECT_ID, HISTORY_PAGE_SIZE } from '../constants'
import { openDatabase } from '../db/openDatabase'
import { INVALID_ADDRESS_MESSAGE, invalidParameterMessage, UNSUPPORTED_CHAIN_MESSAGE } from '../errors'
import { type Cloud, startCloud } from '../startCloud'
import { devnetWallet } from '../test/devnetWallet'
import { persistentDatabase, removeFolders } from '../test/persistentDatabase'
import { findSample, scrapeMetrics } from '../test/readMetric'
import { BACKENDS, type Backend, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { waitFor } from '../test/waitFor'
import type { TokenBalance } from './accountBalance'
import type { AccountHistoryResponse } from './accountHistory'

/** The bound: a transfer shows in history and balance within 3 s. */
const VISIBLE_WITHIN_MS = 3000
/** Setup waits (many blocks to index under a busy CI) are not timed assertions: a roomy bound. */
const SETUP_WAIT_MS = 20_000
const L1 = 'eip155:31337'
const L2 = 'eip155:31338'

const accounts = getDevnetAccounts()
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const folders: string[] = []
let devnet: Devnet
let chains: CloudChain[]

// A failure bound: startDevnet took 2–3 s on two loaded cores in a measured run (2.1 s quiet) and once over 120 s.
beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts() })
  chains = chainsFromDevnetDescription(devnet)
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
  removeFolders(folders)
})

function devnetChain(index: 0 | 1) {
  const chain = devnet.chains[index]
  if (!chain) throw new Error('devnet without that chain')
  return chain
}

function historyOf(cloud: Cloud, account: string, params: Record<string, string | undefined> = {}) {
  return async (): Promise<AccountHistoryResponse> => {
    const response = await fetch(cloudUrl(cloud, `/v1/account/${account}/history`, params), {
      headers: { origin: DEMO_ORIGIN },
    })
    if (response.status !== 200) throw new Error(`history answered ${response.status}`)
    return (await response.json()) as AccountHistoryResponse
  }
}

/** A node administration call straight to the devnet (the cloud's proxy refuses these). */
async function devnetRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** Every page of an account's history, following `next` from the first. */
async function walk(cloud: Cloud, account: string, params: Record<string, string> = {}) {
  const pages: AccountHistoryResponse[] = []
  let cursor: string | undefined
  do {
    const page = await historyOf(cloud, account, { ...params, cursor })()
    pages.push(page)
    cursor = page.next
  } while (cursor)
  return pages
}

const amounts = (transactions: { transfers: { quantity?: { numeric: string } }[] }[]) =>
  transactions.map((transaction) => transaction.transfers[0]?.quantity?.numeric)

describe.each(BACKENDS)('account history over the devnet on %s', (backend: Backend) => {
  const senderIndex = backend === 'pglite' ? 2 : 3
  const sender = accounts[senderIndex]
  if (!sender) throw new Error('missing devnet account')
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { chains })
  })
  afterAll(() => cloud?.close())

  test('/metrics shows each chain’s indexer lag reaching 0, and PostgreSQL’s pool', async () => {
    const caughtUp = await waitFor(
      () => scrapeMetrics(cloud.url),
      (scrape) =>
        devnet.chains.every(
          (chain) =>
            findSample(scrape, 'portico_cloud_indexer_lag_blocks', { chain: `eip155:${chain.chainId}` })
              ?.value === '0',
        ),
      VISIBLE_WITHIN_MS,
    )
    for (const chain of devnet.chains) {
      expect(
        findSample(caughtUp, 'portico_cloud_indexer_lag_blocks', { chain: `eip155:${chain.chainId}` })?.value,
      ).toBe('0')
    }
    const pool = findSample(caughtUp, 'portico_cloud_db_pool_connections', { state: 'total' })
    if (backend === 'postgres') expect(Number(pool?.value)).toBeGreaterThan(0)
    else expect(pool).toBeUndefined()
  })

  test('a balance read before a transfer is read again once the indexer sees the transfer', async () => {
    const receiver = freshAddress()
    const balanceOf = async () => {
      const response = await fetch(cloudUrl(cloud, `/v1/account/${receiver}/balance`, { chainId: L1 }), {
        headers: { origin: DEMO_ORIGIN },
      })
      return ((await response.json()) as { balances: TokenBalance[] }).balances.map(
        (balance) => balance.symbol,
      )
    }
    expect(await balanceOf()).toEqual([])
    await devnetWallet(devnetChain(0), sender).sendEth(receiver, parseEther('0.1'))
    expect(await waitFor(balanceOf, (symbols) => symbols.length > 0, VISIBLE_WITHIN_MS)).toEqual(['ETH'])
  })

  test('an ETH and a DUSD transfer show in both histories and balances within 3 s', async () => {
    const receiver = freshAddress()
    const wallet = devnetWallet(devnetChain(0), sender)
    const eth = await wallet.sendEth(receiver, parseEther('0.25'))
    const dusd = await wallet.sendToken('DUSD', receiver, parseUnits('12.5', 6))
    const dusdLog = dusd.logs[0]?.logIndex
    const received = await waitFor(
      historyOf(cloud, receiver.toLowerCase(), { chainId: L1 }),
      (page) => page.data.length === 2,
      VISIBLE_WITHIN_MS,
    )
    const sent = await waitFor(
      historyOf(cloud, sender.address, { chainId: L1 }),
      (page) => page.data.some((transaction) => transaction.id === eth.transactionHash),
      VISIBLE_WITHIN_MS,
    )
    const balance = await fetch(
      cloudUrl(cloud, `/v1/account/${receiver}/balance`, { chainId: L1, currency: 'usd' }),
      { headers: { origin: DEMO_ORIGIN } },
    )
    const expected = (direction: 'in' | 'out', operationType: 'receive' | 'send') => [
      {
        id: `${dusd.transactionHash}-${dusdLog}`,
        metadata: {
          minedAt: expect.any(String),
          chain: L1,
          operationType,
          status: 'confirmed',
          sentFrom: sender.address,
          sentTo: receiver,
        },
        transfers: [
          expect.objectContaining({
            direction,
            fungible_info: expect.objectContaining({ symbol: 'DUSD', quantity: { numeric: '12.5' } }),
            quantity: { numeric: '12.5' },
          }),
        ],
      },
      {
        id: eth.transactionHash,
        metadata: {
          minedAt: expect.any(String),
          chain: L1,
          operationType,
          status: 'confirmed',
          sentFrom: sender.address,
          sentTo: receiver,
        },
        transfers: [
          expect.objectContaining({
            direction,
            fungible_info: expect.objectContaining({
              name: 'Ether',
              symbol: 'ETH',
              quantity: { numeric: '0.25' },
            }),
            quantity: { numeric: '0.25' },
          }),
        ],
      },
    ]
    expect(received).toEqual({ data: expected('in', 'receive') })
    expect(sent.data.slice(0, 2)).toEqual(expected('out', 'send'))
    const { balances } = (await balance.json()) as { balances: TokenBalance[] }
    expect(balances.map((held) => [held.symbol, held.quantity.numeric])).toEqual([
      ['ETH', '0.25'],
      ['DUSD', '12.5'],
    ])
    const icon = await fetch(received.data[0]?.transfers[0]?.fungible_info?.icon.url ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('a reverted ETH transfer shows as failed; a self-transfer as self', async () => {
    const wallet = devnetWallet(devnetChain(0), sender)
    const token = devnetChain(0).contracts.DUSD
    // The token has no payable function, so ETH sent to it reverts (gas given: no estimate to refuse it).
    const reverted = await wallet.sendEth(token, parseEther('1'), 100_000n)
    expect(reverted.status).toBe('reverted')
    const self = await wallet.sendEth(sender.address, parseEther('0.5'))
    const page = await waitFor(
      historyOf(cloud, sender.address, { chainId: L1 }),
      (answer) => answer.data[0]?.id === self.transactionHash,
      VISIBLE_WITHIN_MS,
    )
    expect(
      page.data.slice(0, 2).map((entry) => [entry.id, entry.metadata.status, entry.transfers[0]?.direction]),
    ).toEqual([
      [self.transactionHash, 'confirmed', 'self'],
      [reverted.transactionHash, 'failed', 'out'],
    ])
  })

  describe('paging 45 transfers', () => {
    const receiver = freshAddress()
    let walked: Transaction[] = []

    test('cursor pages walk them newest first with no gap or repeat, even past a transfer made mid-walk', async () => {
      const wallet = devnetWallet(devnetChain(0), sender)
      for (let index = 1; index <= 45; index++) await wallet.sendEth(receiver, parseGwei(String(index)))
      const all = await waitFor(
        historyOf(cloud, receiver, { chainId: L1, limit: '100' }),
        (page) => page.data.length === 45,
        SETUP_WAIT_MS,
      )
      expect(all.data).toHaveLength(45)
      const first = await historyOf(cloud, receiver, { chainId: L1 })()
      expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
      // A transfer lands between two page fetches; the walk that started earlier must not see it.
      const late = await wallet.sendEth(receiver, parseGwei('46'))
      await waitFor(
        historyOf(cloud, receiver, { chainId: L1, limit: '1' }),
        (page) => page.data[0]?.id === late.transactionHash,
        VISIBLE_WITHIN_MS,
      )
      const second = await historyOf(cloud, receiver, { chainId: L1, cursor: first.next })()
      const third = await historyOf(cloud, receiver, { chainId: L1, cursor: second.next })()
      expect([first, second, third].map((page) => page.data.length)).toEqual([20, 20, 5])
      expect(third.next).toBeUndefined()
      walked = [...first.data, ...second.data, ...third.data]
      const newestFirst = Array.from({ length: 45 }, (_, index) => formatEther(parseGwei(String(45 - index))))
      expect(amounts(walked)).toEqual(newestFirst)
      expect(new Set(walked.map((entry) => entry.id)).size).toBe(45)
    })

    test('a smaller limit walks the same 46 and the cursor is refused when forged', async () => {
      const pages = await walk(cloud, receiver, { chainId: L1, limit: '7' })
      expect(pages.map((page) => page.data.length)).toEqual([7, 7, 7, 7, 7, 7, 4])
      const ids = pages.flatMap((page) => page.data.map((entry) => entry.id))
      expect(ids.slice(1)).toEqual(walked.map((entry) => entry.id))
      const forged = await fetch(cloudUrl(cloud, `/v1/account/${receiver}/history`, { cursor: 'forged' }), {
        headers: { origin: DEMO_ORIGIN },
      })
      expect(forged.status).toBe(400)
      expect(await forged.json()).toEqual({ error: invalidParameterMessage('cursor') })
    })

    test("core's createTransactionsStore fills its list from the cloud and pages with next", async () => {
      const store = createTransactionsStore({
        cloud: createCloudClient({ apiUrl: cloud.url, projectId: DEMO_PROJECT_ID }),
      })
      const fetchPage = () => store.getState().fetchTransactions({ address: receiver, caipNetworkId: L1 })
      await fetchPage()
      expect(store.getState().transactions).toHaveLength(20)
      expect(store.getState().next).toEqual(expect.any(String))
      await fetchPage()
      await fetchPage()
      const { transactions, next, empty, error } = store.getState()
      expect({ next, empty, error }).toEqual({ next: undefined, empty: false, error: undefined })
      expect(transactions.slice(1).map((entry) => entry.id)).toEqual(walked.map((entry) => entry.id))
      expect(transactions[0]?.transfers[0]?.quantity).toEqual({ numeric: '0.000000046' })
    })
  })

  test('chainId keeps to one chain (SPEC §5); without it both show', async () => {
    const receiver = freshAddress()
    const onL2 = await devnetWallet(devnetChain(1), sender).sendEth(receiver, parseEther('1'))
    const onL1 = await devnetWallet(devnetChain(0), sender).sendEth(receiver, parseEther('2'))
    const both = await waitFor(
      historyOf(cloud, receiver),
      (page) => page.data.length === 2,
      VISIBLE_WITHIN_MS,
    )
    expect(both.data.map((entry) => entry.id).sort()).toEqual(
      [onL1.transactionHash, onL2.transactionHash].sort(),
    )
    const l1 = await historyOf(cloud, receiver, { chainId: L1 })()
    expect(l1.data.map((entry) => [entry.id, entry.metadata.chain])).toEqual([[onL1.transactionHash, L1]])
    const l2 = await historyOf(cloud, receiver, { chainId: '31338' })()
    expect(l2.data.map((entry) => [entry.id, entry.metadata.chain])).toEqual([[onL2.transactionHash, L2]])
  })

  test('history errors: bad address, unknown chain, bad limit and on-ramp; any address case matches', async () => {
    const get = (account: string, params: Record<string, string>) =>
      fetch(cloudUrl(cloud, `/v1/account/${account}/history`, params), { headers: { origin: DEMO_ORIGIN } })
    const cases: [string, Record<string, string>, string][] = [
      ['0x1234', {}, INVALID_ADDRESS_MESSAGE],
      [sender.address, { chainId: 'eip155:1' }, UNSUPPORTED_CHAIN_MESSAGE],
      [sender.address, { chainId: 'solana:mainnet' }, invalidParameterMessage('chainId')],
      [sender.address, { limit: '0' }, invalidParameterMessage('limit')],
      [sender.address, { limit: 'ten' }, invalidParameterMessage('limit')],
      [sender.address, { onramp: 'nobody' }, invalidParameterMessage('onramp')],
    ]
    for (const [account, params, error] of cases) {
      const response = await get(account, params)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    const lower = await (await get(sender.address.toLowerCase(), { chainId: L1 })).json()
    const upper = await (await get(`0x${sender.address.slice(2).toUpperCase()}`, { chainId: L1 })).json()
    expect(lower).toEqual(upper)
    expect((lower as AccountHistoryResponse).data.length).toBeGreaterThan(0)
    // This cloud runs no on-ramp: nobody has on-ramp purchases.
    expect(await (await get(sender.address, { onramp: 'coinbase' })).json()).toEqual({ data: [] })
  })

  test('a chain reorganised under the indexer: the dropped block leaves the history, the new one shows', async () => {
    const chain = devnetChain(0)
    const receiver = freshAddress()
    const wallet = devnetWallet(chain, sender)
    const snapshot = await devnetRpc(chain.rpcUrl, 'evm_snapshot')
    const dropped = await wallet.sendEth(receiver, parseEther('1'))
    await waitFor(historyOf(cloud, receiver), (page) => page.data.length === 1, VISIBLE_WITHIN_MS)
    await devnetRpc(chain.rpcUrl, 'evm_revert', [snapshot])
    const kept = await wallet.sendEth(receiver, parseEther('3'))
    expect(kept.blockNumber).toBe(dropped.blockNumber)
    const page = await waitFor(
      historyOf(cloud, receiver),
      (answer) => answer.data[0]?.id === kept.transactionHash,
      VISIBLE_WITHIN_MS,
    )
    expect(page.data.map((entry) => [entry.id, entry.transfers[0]?.quantity?.numeric])).toEqual([
      [kept.transactionHash, '3'],
    ])
  })

  // Three database opens (two clouds and the check), each booting PGlite: more than the default time.
  test('a cloud restarted over the same database resumes where it stopped, without duplicates', async () => {
    const database = await persistentDatabase(backend, folders)
    const receiver = freshAddress()
    const wallet = devnetWallet(devnetChain(0), sender)
    const start = () => startCloud({ port: 0, host: '127.0.0.1', database, quiet: true, chains })
    const before = await start()
    const first = await wallet.sendEth(receiver, parseEther('1'))
    await waitFor(historyOf(before, receiver), (page) => page.data.length === 1, SETUP_WAIT_MS)
    await before.close()
    const whileDown = await wallet.sendEth(receiver, parseEther('2'))
    const after = await start()
    try {
      const page = await waitFor(
        historyOf(after, receiver),
        (answer) => answer.data.length >= 2,
        SETUP_WAIT_MS,
      )
      expect(page.data.map((entry) => entry.id)).toEqual([whileDown.transactionHash, first.transactionHash])
    } finally {
      await after.close()
    }
    // Every block stored once, none skipped: the second cloud went on from the first one's last block.
    const db = await openDatabase(database)
    try {
      const rows = await db.query<{ blocks: string; last: string }>(
        'select count(*)::text as blocks, max(number)::text as last from indexed_blocks where chain_id = $1',
        [devnetChain(0).chainId],
      )
      expect(rows[0] && BigInt(rows[0].blocks)).toBe(rows[0] && BigInt(rows[0].last) + 1n)
    } finally {
      await db.close()
    }
  }, 90_000)
})
