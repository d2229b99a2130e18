import {
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_MNEMONIC,
  DEVNET_TOKENS,
  type Devnet,
  deriveSolanaKeypair,
  freeDevnetPorts,
  getDevnetAccounts,
  getSolanaDevnetAccounts,
  readArtifact,
  SOLANA_ACCOUNT_BALANCE_SOL,
  SOLANA_DEVNET_TOKEN,
  startDevnet,
} from '@portico/devnet'
import { type Address, createWalletClient, defineChain, http, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainsFromDevnetDescription, solanaChainsFromDevnetDescription } from '../chains/chainsFromDevnet'
import type { CloudChain } from '../chains/cloudChain'
import {
  GAS_PRICE_NOT_SUPPORTED_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  invalidParameterMessage,
  missingParameterMessage,
  RPC_CALL_NOT_ALLOWED_MESSAGE,
  UNSUPPORTED_CHAIN_MESSAGE,
} from '../errors'
import { DEFAULT_TOKEN_PRICES_USD } from '../prices/tokenPrices'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import type { TokenBalance } from './accountBalance'

const HOLDER = getDevnetAccounts()[1]?.address as Address
const ZERO_DECIMALS = { name: 'Whole Unit Token', symbol: 'WUT', decimals: 0 }

let devnet: Devnet
let chains: CloudChain[]

/** Deploys a 0-decimal token granting HOLDER 500 units, so the balance route must filter it out. */
async function deployZeroDecimalToken(chain: Devnet['chains'][number]): Promise<Address> {
  const [deployer] = getDevnetAccounts()
  if (!deployer) throw new Error('no devnet account')
  const client = createWalletClient({
    account: deployer,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  const { abi, bytecode } = readArtifact('DevnetToken')
  const hash = await client.deployContract({
    abi,
    bytecode,
    args: [ZERO_DECIMALS.name, ZERO_DECIMALS.symbol, ZERO_DECIMALS.decimals, [HOLDER], 500n],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress) throw new Error('no contract deployed')
  return receipt.contractAddress
}

async function rpcDirect(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

// A failure bound: startDevnet took 2–3 s on two loaded cores in a measured run (2.1 s quiet) and once over 120 s.
beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts() })
  const l1 = devnet.chains[0]
  if (!l1) throw new Error('devnet without chains')
  const zeroDecimals = await deployZeroDecimalToken(l1)
  chains = chainsFromDevnetDescription(devnet)
  chains[0]?.tokens.push({ address: zeroDecimals, ...ZERO_DECIMALS })
}, 120_000)
afterAll(() => devnet?.stop())

describe.each(BACKENDS)('blockchain data API over the devnet on %s', (backend) => {
  let cloud: Cloud
  let now = Date.now()
  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      clock: () => now,
      chains,
      solanaChains: solanaChainsFromDevnetDescription(devnet),
      // The devnet's markets make its chains swap networks (gas price, pool prices).
      swapNetworks: devnet.chains.map((chain) => chain.chainId),
      names: [{ name: 'alice.portico.id', address: HOLDER, avatar: 'https://127.0.0.1/alice.png' }],
    })
  })
  afterAll(() => cloud?.close())

  const get = (path: string, params: Record<string, string | undefined> = {}) =>
    fetch(cloudUrl(cloud, path, params), { headers: { origin: DEMO_ORIGIN } })

  test('GET /v1/supported-chains lists the devnet chains as CAIP-2 ids', async () => {
    const response = await get('/v1/supported-chains')
    expect(await response.json()).toEqual({
      http: devnet.chains.map((chain) => `eip155:${chain.chainId}`),
      ws: [],
    })
  })

  test.each([0, 1])('balances of a funded account on chain %i match the fixture grants', async (index) => {
    const chain = devnet.chains[index]
    if (!chain) throw new Error('missing chain')
    const caip = `eip155:${chain.chainId}`
    const response = await get(`/v1/account/${HOLDER}/balance`, { chainId: caip, currency: 'usd' })
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as { balances: TokenBalance[] }
    const ethPrice = DEFAULT_TOKEN_PRICES_USD.ETH ?? 0
    const expected = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: caip,
        value: ethPrice * DEVNET_ACCOUNT_BALANCE_ETH,
        price: ethPrice,
        quantity: { decimals: '18', numeric: String(DEVNET_ACCOUNT_BALANCE_ETH) },
      },
      ...DEVNET_TOKENS.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        chainId: caip,
        address: `${caip}:${chain.contracts[token.symbol]}`,
        value: (DEFAULT_TOKEN_PRICES_USD[token.symbol] ?? 0) * Number(token.grantEach),
        price: DEFAULT_TOKEN_PRICES_USD[token.symbol],
        quantity: { decimals: String(token.decimals), numeric: String(token.grantEach) },
      })),
    ]
    expect(balances.map(({ iconUrl: _, ...rest }) => rest)).toEqual(expected)
    // SPEC §3: the 0-decimal token HOLDER holds on the first chain is filtered out.
    expect(balances.map((balance) => balance.symbol)).not.toContain(ZERO_DECIMALS.symbol)
    const icon = await fetch(balances[1]?.iconUrl ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('an account with nothing has no balances', async () => {
    const response = await get('/v1/account/0x000000000000000000000000000000000000dEaD/balance', {
      chainId: 'eip155:31338',
    })
    expect(await response.json()).toEqual({ balances: [] })
  })

  test('a balance is kept 30 s for every request (SPEC §9); forceUpdate reads the node again', async () => {
    const chain = devnet.chains[0]
    if (!chain) throw new Error('missing chain')
    const caip = `eip155:${chain.chainId}`
    // A balance set on the node directly: no transfer the indexer would see and forget the cache for.
    const account =
      backend === 'pglite'
        ? '0x00000000000000000000000000000000000B0A11'
        : '0x00000000000000000000000000000000000B0A12'
    const ethHeld = async (extra: Record<string, string> = {}) => {
      const response = await get(`/v1/account/${account}/balance`, { chainId: caip, ...extra })
      const { balances } = (await response.json()) as { balances: TokenBalance[] }
      return balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric ?? '0'
    }
    expect(await ethHeld()).toBe('0')
    await rpcDirect(chain.rpcUrl, {
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [account, '0xde0b6b3a7640000'],
    })
    now += 29_000
    expect(await ethHeld()).toBe('0')
    expect(await ethHeld({ forceUpdate: 'true' })).toBe('1')
    await rpcDirect(chain.rpcUrl, {
      jsonrpc: '2.0',
      id: 2,
      method: 'anvil_setBalance',
      params: [account, '0x1bc16d674ec80000'],
    })
    expect(await ethHeld()).toBe('1')
    now += 30_001
    expect(await ethHeld()).toBe('2')
  })

  test('balance errors: missing chainId, unknown chain, bad address', async () => {
    const missing = await get(`/v1/account/${HOLDER}/balance`)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: missingParameterMessage('chainId') })
    const unknown = await get(`/v1/account/${HOLDER}/balance`, { chainId: 'eip155:1' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: UNSUPPORTED_CHAIN_MESSAGE })
    const unknownSolana = await get(`/v1/account/${HOLDER}/balance`, { chainId: 'solana:mainnet' })
    expect(await unknownSolana.json()).toEqual({ error: UNSUPPORTED_CHAIN_MESSAGE })
    const badChain = await get(`/v1/account/${HOLDER}/balance`, { chainId: 'cosmos hub' })
    expect(await badChain.json()).toEqual({ error: invalidParameterMessage('chainId') })
    const badAddress = await get('/v1/account/0x1234/balance', { chainId: 'eip155:31337' })
    expect(await badAddress.json()).toEqual({ error: INVALID_ADDRESS_MESSAGE })
    // An EVM address on the Solana cluster, and a Solana one on an EVM chain: each is refused.
    const solanaChain = devnet.solana.chainId
    const evmOnSolana = await get(`/v1/account/${HOLDER}/balance`, { chainId: solanaChain })
    expect(await evmOnSolana.json()).toEqual({ error: INVALID_ADDRESS_MESSAGE })
    const solanaHolder = getSolanaDevnetAccounts()[1]?.publicKey.toBase58() ?? ''
    const solanaOnEvm = await get(`/v1/account/${solanaHolder}/balance`, { chainId: 'eip155:31337' })
    expect(await solanaOnEvm.json()).toEqual({ error: INVALID_ADDRESS_MESSAGE })
  })

  test('balances on the Solana devnet: SOL and the DUSD SPL token held, priced; a fresh address holds nothing', async () => {
    const holder = getSolanaDevnetAccounts()[1]?.publicKey.toBase58() ?? ''
    const chainId = devnet.solana.chainId
    const response = await get(`/v1/account/${holder}/balance`, { chainId, currency: 'usd' })
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as { balances: TokenBalance[] }
    const solPrice = DEFAULT_TOKEN_PRICES_USD.SOL ?? 0
    const sol = balances.find((token) => token.symbol === 'SOL')
    expect(sol).toMatchObject({ name: 'Solana', chainId, price: solPrice, quantity: { decimals: '9' } })
    expect(sol?.address).toBeUndefined()
    // Other tests of the run may have sent from this account: a fee's worth below the grant at most.
    expect(Number(sol?.quantity.numeric)).toBeLessThanOrEqual(Number(SOLANA_ACCOUNT_BALANCE_SOL))
    expect(Number(sol?.quantity.numeric)).toBeGreaterThan(Number(SOLANA_ACCOUNT_BALANCE_SOL) - 1)
    expect(balances.find((token) => token.symbol === 'DUSD')).toEqual({
      name: SOLANA_DEVNET_TOKEN.name,
      symbol: 'DUSD',
      chainId,
      address: `${chainId}:${devnet.solana.tokens.DUSD.mint}`,
      value: Number(SOLANA_DEVNET_TOKEN.grantEach),
      price: 1,
      quantity: {
        decimals: String(SOLANA_DEVNET_TOKEN.decimals),
        numeric: String(SOLANA_DEVNET_TOKEN.grantEach),
      },
      iconUrl: expect.stringContaining('/public/getTokenImage/DUSD'),
    })
    // An account of the devnet's mnemonic that no fixture funds.
    const fresh = deriveSolanaKeypair(DEVNET_MNEMONIC, 4242).publicKey.toBase58()
    const empty = await get(`/v1/account/${fresh}/balance`, { chainId, currency: 'usd' })
    expect(await empty.json()).toEqual({ balances: [] })
  })

  test('GET /v1/convert/gas-price gives wei strings, standard ≤ fast ≤ instant, over the next base fee', async () => {
    const chain = devnet.chains[0]
    if (!chain) throw new Error('missing chain')
    const response = await get('/v1/convert/gas-price', { chainId: `eip155:${chain.chainId}` })
    const body = (await response.json()) as Record<'standard' | 'fast' | 'instant', string>
    for (const value of Object.values(body)) expect(value).toMatch(/^\d+$/)
    const history = (await rpcDirect(chain.rpcUrl, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_feeHistory',
      params: ['0x5', 'latest', []],
    })) as { result: { baseFeePerGas: string[] } }
    const nextBaseFee = BigInt(history.result.baseFeePerGas.at(-1) ?? '0x0')
    expect(BigInt(body.standard)).toBeGreaterThanOrEqual(nextBaseFee)
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
    const unknown = await get('/v1/convert/gas-price', { chainId: '999' })
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({
      status: 400,
      body: { error: GAS_PRICE_NOT_SUPPORTED_MESSAGE },
    })
  })

  test('POST /v1/fungible/price prices known assets from the pools or the operator table and skips the rest', async () => {
    const chain = devnet.chains[1]
    if (!chain) throw new Error('missing chain')
    const caip = `eip155:${chain.chainId}`
    const response = await fetch(cloudUrl(cloud, '/v1/fungible/price', { projectId: undefined }), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'portico-demo',
        addresses: [
          `${caip}:${chain.contracts.DUSD}`,
          `${caip}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
          `${caip}:0x000000000000000000000000000000000000dEaD`,
          'eip155:1:0x000000000000000000000000000000000000dEaD',
        ],
      }),
    })
    expect(response.status).toBe(200)
    const { fungibles } = (await response.json()) as {
      fungibles: { name: string; symbol: string; price: number }[]
    }
    expect(fungibles.map(({ name, symbol, price }) => ({ name, symbol, price }))).toEqual([
      // From its ETH pool, seeded at the table's 3000 DUSD an ETH: 1 up to the pool price's last digit.
      { name: 'Devnet USD', symbol: 'DUSD', price: expect.closeTo(DEFAULT_TOKEN_PRICES_USD.DUSD ?? 0, 12) },
      { name: 'Ether', symbol: 'ETH', price: DEFAULT_TOKEN_PRICES_USD.ETH },
    ])
  })

  test('POST /v1/fungible/price with an unknown project id is invalid key', async () => {
    const response = await fetch(cloudUrl(cloud, '/v1/fungible/price', { projectId: undefined }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', projectId: 'nope', addresses: [] }),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: string }).error).toContain('invalid key')
  })

  test('the RPC proxy answers eth_blockNumber with the node’s own answer', async () => {
    const chain = devnet.chains[0]
    if (!chain) throw new Error('missing chain')
    const call = { jsonrpc: '2.0', id: 7, method: 'eth_blockNumber', params: [] }
    const proxied = await fetch(`${cloud.url}/v1/?chainId=eip155:${chain.chainId}&projectId=portico-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: DEMO_ORIGIN },
      body: JSON.stringify(call),
    })
    expect(proxied.status).toBe(200)
    const answer = (await proxied.json()) as { result: string }
    expect(answer).toEqual(await rpcDirect(chain.rpcUrl, call))
    expect(BigInt(answer.result)).toBeGreaterThan(0n)
  })

  test('the RPC proxy forwards a batch of three calls and returns the node’s batch answer', async () => {
    const chain = devnet.chains[1]
    if (!chain) throw new Error('missing chain')
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'eth_getBalance', params: [HOLDER, 'latest'] },
    ]
    const proxied = await fetch(`${cloud.url}/v1?chainId=${chain.chainId}&projectId=portico-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    })
    const answer = (await proxied.json()) as { id: number; result: string }[]
    expect(answer).toEqual(await rpcDirect(chain.rpcUrl, batch))
    expect(answer.map((reply) => reply.id).sort()).toEqual([1, 2, 3])
    expect(answer.find((reply) => reply.id === 1)?.result).toBe(`0x${chain.chainId.toString(16)}`)
  })

  test('the RPC proxy refuses node administration and node signing, in place within a batch', async () => {
    const chain = devnet.chains[0]
    if (!chain) throw new Error('missing chain')
    const refused = (method: string) => ({
      code: -32601,
      message: `${RPC_CALL_NOT_ALLOWED_MESSAGE}: ${method}`,
    })
    const url = `${cloud.url}/v1/?chainId=eip155:${chain.chainId}&projectId=portico-demo`
    const single = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'anvil_setBalance', params: [HOLDER, '0x0'] }),
    })
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 9, error: refused('anvil_setBalance') })
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{ from: HOLDER, to: HOLDER }] },
    ]
    const mixed = await fetch(url, { method: 'POST', body: JSON.stringify(batch) })
    expect(await mixed.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: `0x${chain.chainId.toString(16)}` },
      { jsonrpc: '2.0', id: 2, error: refused('eth_sendTransaction') },
    ])
  })

  test('the RPC proxy needs projectId and a served chain', async () => {
    const noProject = await fetch(`${cloud.url}/v1/?chainId=31337`, { method: 'POST', body: '{}' })
    expect(noProject.status).toBe(400)
    expect(await noProject.json()).toEqual({ error: missingParameterMessage('projectId') })
    const unknownChain = await fetch(`${cloud.url}/v1/?chainId=eip155:1&projectId=portico-demo`, {
      method: 'POST',
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}',
    })
    expect(unknownChain.status).toBe(400)
    expect(await unknownChain.json()).toEqual({ error: UNSUPPORTED_CHAIN_MESSAGE })
  })
  test('GET /v1/identity: a named address, in any letter case, gets its name and avatar', async () => {
    const response = await get(`/v1/identity/${HOLDER.toLowerCase()}`, { sender: HOLDER })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name: 'alice.portico.id', avatar: 'https://127.0.0.1/alice.png' })
  })

  test('GET /v1/identity: an address with no name gets nulls; a malformed one is 400', async () => {
    const unnamed = await get('/v1/identity/0x000000000000000000000000000000000000dEaD', { sender: HOLDER })
    expect(await unnamed.json()).toEqual({ name: null, avatar: null })
    const bad = await get('/v1/identity/not-an-address')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: INVALID_ADDRESS_MESSAGE })
  })
})
