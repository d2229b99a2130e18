import { afterEach, describe, expect, test, vi } from 'vitest'
import { BALANCE_RETRY_LOCK_MS, PORTFOLIO_CACHE_MS } from '../../constants'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors'
import { base, createTestAdapter, mainnet, solanaMainnet, testConnector } from '../../test/fixtures'
import { type ScriptedResponse, startScriptedServer } from '../../test/scriptedServer'
import type { TokenBalance } from '../../types/tokens'
import { createPortico } from '../createPortico'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'

const token = (symbol: string, decimals: string, numeric: string): TokenBalance => ({
  name: `${symbol} token`,
  symbol,
  chainId: 'eip155:1',
  value: 2 * Number(numeric),
  price: 2,
  quantity: { decimals, numeric },
  iconUrl: `https://icons.example/${symbol}`,
})
const DDL = token('DDL', '18', '1000')
const ok = (balances: TokenBalance[]) => ({ status: 200, body: { balances } })

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(balanceScript: () => ScriptedResponse) {
  let nowMs = 1_000_000
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: ADDRESS, chainId: 1, balance: '1' },
  ])
  const cloud = await startScriptedServer({
    [`/v1/account/${ADDRESS}/balance`]: balanceScript,
    [`/v1/account/${OTHER}/balance`]: () => ok([token('OTH', '6', '5')]),
  })
  servers.push(cloud)
  const client = createPortico(
    {
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet, base],
      adapters: [evm.adapter],
      features: { analytics: false },
    },
    { now: () => nowMs },
  )
  await client.ready
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  const balanceRequests = () => cloud.requests.filter((request) => request.path.endsWith('/balance'))
  const tokens = () => client.getAccount('eip155')?.tokenBalance
  return { client, evm, balanceRequests, tokens, advance: (ms: number) => (nowMs += ms) }
}

describe('token balances from Portico Cloud', () => {
  test('SPEC §3, §7: after connect, the balance route fills tokenBalance without 0-decimal tokens', async () => {
    const { client, balanceRequests, tokens } = await setup(() => ok([DDL, token('NFT', '0', '3')]))
    await vi.waitFor(() => expect(tokens()).toEqual([DDL]))
    expect(client.getAccount('eip155')?.tokenBalanceStatus).toBe('loaded')
    const [request] = balanceRequests()
    expect(Object.fromEntries(request?.query ?? [])).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:1',
      projectId: 'p',
    })
  })

  test('SPEC §9: within 30 s the cache answers; after 30 s the cloud is asked again', async () => {
    const { client, balanceRequests, tokens, advance } = await setup(() => ok([DDL]))
    await vi.waitFor(() => expect(tokens()).toEqual([DDL]))
    const mainnetReads = () => balanceRequests().filter((r) => r.query.get('chainId') === 'eip155:1')
    advance(PORTFOLIO_CACHE_MS - 1)
    await client.switchNetwork(base)
    await client.switchNetwork(mainnet)
    await vi.waitFor(() => expect(tokens()).toEqual([DDL]))
    expect(mainnetReads()).toHaveLength(1)
    advance(1)
    await client.switchNetwork(base)
    await client.switchNetwork(mainnet)
    await vi.waitFor(() => expect(mainnetReads()).toHaveLength(2))
  })

  test('SPEC §8: a failure shows Token Balance Unavailable and locks retries for 30 s', async () => {
    const answers = [{ status: 400, body: { message: 'bad' } }, ok([DDL])]
    const { client, balanceRequests, tokens, advance } = await setup(() => answers.shift() ?? ok([DDL]))
    await vi.waitFor(() =>
      expect(client.stores.alerts.getState().banner).toMatchObject({
        message: TOKEN_BALANCE_UNAVAILABLE,
        variant: 'error',
        open: true,
      }),
    )
    expect(client.getAccount('eip155')?.tokenBalanceStatus).toBe('failed')
    const mainnetReads = () => balanceRequests().filter((r) => r.query.get('chainId') === 'eip155:1')
    advance(BALANCE_RETRY_LOCK_MS - 1)
    await client.switchNetwork(base)
    await client.switchNetwork(mainnet)
    await vi.waitFor(() => expect(client.getAccount('eip155')?.balance).toBe('1'))
    expect(mainnetReads()).toHaveLength(1)
    expect(tokens()).toBeUndefined()
    expect(client.getAccount('eip155')?.tokenBalanceStatus).toBe('failed')
    advance(1)
    await client.switchNetwork(base)
    await client.switchNetwork(mainnet)
    await vi.waitFor(() => expect(tokens()).toEqual([DDL]))
    expect(mainnetReads()).toHaveLength(2)
  })

  test('an answer for an account that changed meanwhile is dropped', async () => {
    const cloud = await startScriptedServer({
      [`/v1/account/${ADDRESS}/balance`]: () => ok([DDL]),
      [`/v1/account/${OTHER}/balance`]: () => ok([token('OTH', '6', '5')]),
    })
    servers.push(cloud)
    // The first account's answer is held until the wallet has moved to another account.
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let held = false
    let staleRead = false
    const fetchHeld: typeof fetch = async (input, init) => {
      if (!String(input).includes(`/v1/account/${ADDRESS}/balance`)) return fetch(input, init)
      held = true
      await gate
      const response = await fetch(input, init)
      const text = await response.text()
      staleRead = true
      return new Response(text, { status: response.status, headers: response.headers })
    }
    const evm = createTestAdapter('eip155', [
      { connector: testConnector('eip155', 'io.metamask'), address: ADDRESS, chainId: 1, balance: '1' },
    ])
    const client = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [mainnet],
      adapters: [evm.adapter],
      features: { analytics: false },
      fetch: fetchHeld,
    })
    const tokens = () => client.getAccount('eip155')?.tokenBalance?.map((t) => t.symbol)
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await vi.waitFor(() => expect(held).toBe(true))
    evm.wallet.changeAccounts('io.metamask', [OTHER])
    await vi.waitFor(() => expect(tokens()).toEqual(['OTH']))
    release()
    await vi.waitFor(() => expect(staleRead).toBe(true))
    // Let the client's continuation of the stale answer run to its end (a macrotask follows all microtasks).
    await new Promise((resolve) => setImmediate(resolve))
    expect(tokens()).toEqual(['OTH'])
  })

  test('a Solana account asks the balance route with its CAIP network id', async () => {
    const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const cloud = await startScriptedServer({ [`/v1/account/${SOL}/balance`]: () => ok([DDL]) })
    servers.push(cloud)
    const solana = createTestAdapter('solana', [
      {
        connector: testConnector('solana', 'app.phantom'),
        address: SOL,
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    ])
    const client = createPortico({
      projectId: 'p',
      apiUrl: cloud.url,
      networks: [solanaMainnet],
      adapters: [solana.adapter],
      features: { analytics: false },
    })
    await client.ready
    await client.connect({ namespace: 'solana', connectorId: 'app.phantom' })
    await vi.waitFor(() => expect(client.getAccount('solana')?.tokenBalance).toEqual([DDL]))
    const request = cloud.requests.find((r) => r.path.endsWith('/balance'))
    expect(request?.query.get('chainId')).toBe(solanaMainnet.caipNetworkId)
  })

  test('without a cloud tokenBalance stays empty while the native balance loads', async () => {
    const evm = createTestAdapter('eip155', [
      { connector: testConnector('eip155', 'io.metamask'), address: ADDRESS, chainId: 1, balance: '1' },
    ])
    const client = createPortico({ projectId: 'p', networks: [mainnet], adapters: [evm.adapter] })
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await vi.waitFor(() => expect(client.getAccount('eip155')?.balance).toBe('1'))
    expect(client.getAccount('eip155')?.tokenBalance).toBeUndefined()
    expect(client.getAccount('eip155')?.tokenBalanceStatus).toBeUndefined()
  })
})
