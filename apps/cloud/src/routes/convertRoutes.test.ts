import { swapGasLimitOf } from '@portico/core/swap'
import {
  type Devnet,
  freeDevnetPorts,
  getDevnetAccounts,
  readArtifact,
  readUniswapArtifact,
  startDevnet,
} from '@portico/devnet'
import {
  type Account,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeFunctionData,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainsFromDevnetDescription } from '../chains/chainsFromDevnet'
import type { CloudChain } from '../chains/cloudChain'
import { NATIVE_TOKEN_ADDRESS, SWAP_GAS_LIMIT_FIRST_POOL } from '../constants'
import {
  GAS_PRICE_NOT_SUPPORTED_MESSAGE,
  invalidParameterMessage,
  NATIVE_NEEDS_NO_APPROVAL_MESSAGE,
  notAnErc20Message,
  SWAP_ACROSS_CHAINS_MESSAGE,
  SWAP_AMOUNT_TOO_SMALL_MESSAGE,
  SWAP_INSUFFICIENT_LIQUIDITY_MESSAGE,
  SWAP_NO_ROUTE_MESSAGE,
  SWAP_SAME_TOKEN_MESSAGE,
  SWAPS_NOT_SUPPORTED_MESSAGE,
} from '../errors'
import { DEFAULT_TOKEN_PRICES_USD } from '../prices/tokenPrices'
import type { Cloud } from '../startCloud'
import { swapGasLimit } from '../swaps/encodeSwapCall'
import type { ApproveTransaction, SwapQuote, SwapToken, SwapTransaction } from '../swaps/swapSchemas'
import { devnetWallet } from '../test/devnetWallet'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, SDK_QUERY, startTestCloud } from '../test/testCloud'

const router = readUniswapArtifact('UniswapV2Router02')
const pair = readUniswapArtifact('UniswapV2Pair')
const accounts = getDevnetAccounts()
const NOWHERE = '0x000000000000000000000000000000000000dEaD'

let devnet: Devnet
let chains: CloudChain[]

// A failure bound: startDevnet took 2–3 s on two loaded cores in a measured run (2.1 s quiet) and once over 120 s.
beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts() })
  chains = chainsFromDevnetDescription(devnet)
}, 120_000)
afterAll(() => devnet?.stop())

function l1() {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('devnet without chains')
  return chain
}
/** CAIP-10 on L1, as the cloud answers it: checksummed, the native currency as 0xeeee…. */
const caip = (address: string) =>
  `eip155:${l1().chainId}:${address === NATIVE_TOKEN_ADDRESS ? address : getAddress(address)}`
const ETH = () => caip(NATIVE_TOKEN_ADDRESS)
const DUSD = () => caip(l1().contracts.DUSD)
const DDL = () => caip(l1().contracts.DDL)
const node = () => createPublicClient({ transport: http(l1().rpcUrl) })

/** Router02's own answer, read straight from the node. */
async function getAmountsOut(amountIn: bigint, path: Address[]): Promise<bigint[]> {
  return (await node().readContract({
    address: l1().market.router,
    abi: router.abi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })) as bigint[]
}

/** A pool's reserves of `tokenIn` and of the other token, read straight from the pair. */
async function reservesOf(pool: Address, tokenIn: Address) {
  const [reserve0, reserve1] = (await node().readContract({
    address: pool,
    abi: pair.abi,
    functionName: 'getReserves',
  })) as [bigint, bigint]
  const token0 = (await node().readContract({
    address: pool,
    abi: pair.abi,
    functionName: 'token0',
  })) as Address
  return getAddress(token0) === getAddress(tokenIn) ? [reserve0, reserve1] : [reserve1, reserve0]
}

const balanceOf = (token: Address, owner: Address) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/**
 * A new token with a pool against ETH only (10 ETH to 10,000), seeded by `owner`, who keeps 10,000 more:
 * reaching DUSD from it takes two pools, through WETH.
 */
async function tokenPooledWithEthOnly(owner: Account, symbol: string): Promise<Address> {
  const chain = defineChain({
    id: l1().chainId,
    name: l1().name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [l1().rpcUrl] } },
  })
  const wallet = createWalletClient({ account: owner, chain, transport: http(l1().rpcUrl) }).extend(
    publicActions,
  )
  const mined = async (hash: `0x${string}`) => {
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`setting up ${symbol} reverted`)
    return receipt
  }
  const { abi, bytecode } = readArtifact('DevnetToken')
  const deployed = await mined(
    await wallet.deployContract({
      abi,
      bytecode,
      args: [symbol, symbol, 18, [owner.address], parseEther('20000')],
    }),
  )
  const token = deployed.contractAddress
  if (!token) throw new Error(`${symbol} was not deployed`)
  await mined(
    await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [l1().market.router, maxUint256],
    }),
  )
  const { timestamp } = await wallet.getBlock()
  await mined(
    await wallet.writeContract({
      address: l1().market.router,
      abi: router.abi,
      functionName: 'addLiquidityETH',
      args: [
        token,
        parseEther('10000'),
        parseEther('10000'),
        parseEther('10'),
        owner.address,
        timestamp + 600n,
      ],
      value: parseEther('10'),
    }),
  )
  return token
}

const testClient = () => createTestClient({ mode: 'anvil', transport: http(l1().rpcUrl) })

/** A small ETH → DUSD trade by `account`, mined in the same chain second as the latest block. */
async function tradeEthForDusdInTheLatestSecond(account: Account) {
  const { timestamp } = await node().getBlock()
  await testClient().setNextBlockTimestamp({ timestamp })
  const receipt = await devnetWallet(l1(), account).sendCall({
    to: l1().market.router,
    data: encodeFunctionData({
      abi: router.abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [l1().market.weth, l1().contracts.DUSD], account.address, timestamp + 600n],
    }),
    value: parseEther('0.01'),
  })
  expect(receipt.status).toBe('success')
  expect((await node().getBlock()).timestamp).toBe(timestamp)
}

describe.each(BACKENDS)('swap routes over the devnet market on %s', (backend) => {
  // Each backend trades from its own accounts, so the approval it starts from is none.
  const trader = accounts[backend === 'pglite' ? 4 : 5]
  const approver = accounts[backend === 'pglite' ? 6 : 7]
  const bystander = accounts[backend === 'pglite' ? 8 : 9]
  if (!trader || !approver || !bystander) throw new Error('missing devnet accounts')
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      chains,
      swapNetworks: devnet.chains.map((chain) => chain.chainId),
    })
  })
  afterAll(() => cloud?.close())

  const get = (path: string, params: Record<string, string>) =>
    fetch(cloudUrl(cloud, path, params), { headers: { origin: DEMO_ORIGIN } })
  const buildTransaction = (body: Record<string, unknown>) =>
    fetch(cloudUrl(cloud, '/v1/convert/build-transaction', { projectId: undefined }), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: SDK_QUERY.projectId, eip155: { slippage: 1 }, ...body }),
    })
  const quote = async (from: string, to: string, amount: bigint) => {
    const response = await get('/v1/convert/quotes', {
      from,
      to,
      amount: String(amount),
      userAddress: trader.address,
    })
    expect(response.status).toBe(200)
    const { quotes } = (await response.json()) as { quotes: SwapQuote[] }
    expect(quotes).toHaveLength(1)
    return quotes[0] as SwapQuote
  }
  const errorOf = async (response: Response) => ({ status: response.status, body: await response.json() })

  test('GET /v1/convert/tokens: ETH as 0xeeee… then DDL and DUSD, with icons and prices from the pools', async () => {
    const response = await get('/v1/convert/tokens', { chainId: `eip155:${l1().chainId}` })
    expect(response.status).toBe(200)
    const { tokens } = (await response.json()) as { tokens: SwapToken[] }
    expect(tokens.map(({ logoUri: _, price: __, ...token }) => token)).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH(), decimals: 18, eip2612: false },
      { name: 'Devnet Dollar', symbol: 'DDL', address: DDL(), decimals: 18, eip2612: false },
      { name: 'Devnet USD', symbol: 'DUSD', address: DUSD(), decimals: 6, eip2612: false },
    ])
    // ETH is the operator's price; each token its ETH pool's reserves times it.
    const ethUsd = DEFAULT_TOKEN_PRICES_USD.ETH ?? 0
    const [wethForDusd, dusd] = await reservesOf(l1().market.pools['ETH/DUSD'], l1().market.weth)
    const [wethForDdl, ddl] = await reservesOf(l1().market.pools['ETH/DDL'], l1().market.weth)
    const [eth, ddlToken, dusdToken] = tokens
    expect(eth?.price).toBe(ethUsd)
    expect(dusdToken?.price).toBeCloseTo((ethUsd * Number(wethForDusd) * 1e6) / (Number(dusd) * 1e18), 9)
    expect(ddlToken?.price).toBeCloseTo((ethUsd * Number(wethForDdl)) / Number(ddl), 9)
    expect(dusdToken?.price).toBeCloseTo(1, 1)
    const icon = await fetch(dusdToken?.logoUri ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('POST /v1/fungible/price prices DUSD and DDL from the pools, ETH from the table', async () => {
    const response = await fetch(cloudUrl(cloud, '/v1/fungible/price', { projectId: undefined }), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: SDK_QUERY.projectId,
        addresses: [DUSD(), ETH(), DDL()],
      }),
    })
    const { fungibles } = (await response.json()) as { fungibles: { symbol: string; price: number }[] }
    const [wethForDusd, dusd] = await reservesOf(l1().market.pools['ETH/DUSD'], l1().market.weth)
    const ethUsd = DEFAULT_TOKEN_PRICES_USD.ETH ?? 0
    expect(fungibles.map((fungible) => fungible.symbol)).toEqual(['DUSD', 'ETH', 'DDL'])
    expect(fungibles[0]?.price).toBeCloseTo((ethUsd * Number(wethForDusd) * 1e6) / (Number(dusd) * 1e18), 9)
    expect(fungibles[1]?.price).toBe(ethUsd)
  })

  test("GET /v1/convert/quotes: 1 ETH → DUSD is the router's getAmountsOut, with the pool's price impact", async () => {
    const { weth } = l1().market
    const [, expected = 0n] = await getAmountsOut(parseEther('1'), [weth, l1().contracts.DUSD])
    const [reserveIn, reserveOut] = await reservesOf(l1().market.pools['ETH/DUSD'], weth)
    const answer = await quote(ETH(), DUSD(), parseEther('1'))
    expect(answer).toEqual({
      id: null,
      fromAmount: String(parseEther('1')),
      fromAccount: ETH(),
      toAmount: String(expected),
      toAccount: DUSD(),
      priceImpact: expect.any(Number),
      toAmountMin: String((expected * 99n) / 100n),
      path: [caip(weth), DUSD()],
    })
    // Against the pool's price before the trade (its 0.3% fee aside): in·0.997 / (reserve + in·0.997).
    const feeIn = 0.997 * Number(parseEther('1'))
    expect(answer.priceImpact).toBeCloseTo((100 * feeIn) / (Number(reserveIn) + feeIn), 3)
    expect(reserveOut).toBeGreaterThan(0n)
  })

  test('quotes DUSD → DDL and DUSD → ETH on their own pools, also equal to getAmountsOut', async () => {
    const amount = parseUnits('250', 6)
    const [, ddl = 0n] = await getAmountsOut(amount, [l1().contracts.DUSD, l1().contracts.DDL])
    expect((await quote(DUSD(), DDL(), amount)).toAmount).toBe(String(ddl))
    const [, eth = 0n] = await getAmountsOut(amount, [l1().contracts.DUSD, l1().market.weth])
    const toEth = await quote(DUSD(), ETH(), amount)
    expect(toEth.toAmount).toBe(String(eth))
    expect(toEth.toAccount).toBe(ETH())
  })

  test('a swap the cloud builds, sent by a devnet account: 1 ETH → DUSD, ETH down 1 plus gas, DUSD up at least the minimum', async () => {
    const wallet = devnetWallet(l1(), trader)
    const { toAmount, toAmountMin } = await quote(ETH(), DUSD(), parseEther('1'))
    const response = await buildTransaction({
      amount: String(parseEther('1')),
      from: ETH(),
      to: DUSD(),
      userAddress: caip(trader.address),
    })
    expect(response.status).toBe(200)
    const { tx } = (await response.json()) as SwapTransaction
    expect(tx).toMatchObject({
      from: caip(trader.address),
      to: caip(l1().market.router),
      amount: toAmount,
      value: String(parseEther('1')),
    })
    const call = decodeFunctionData({ abi: router.abi, data: tx.data as `0x${string}` })
    expect(call.functionName).toBe('swapExactETHForTokens')
    // amountOutMin: the router's quote less SPEC §9's 1%, in bigints.
    expect(call.args?.[0]).toBe(BigInt(toAmountMin))
    expect(call.args?.[2]).toBe(trader.address)

    const before = {
      eth: await node().getBalance({ address: trader.address }),
      dusd: await balanceOf(l1().contracts.DUSD, trader.address),
    }
    const receipt = await wallet.sendCall({
      to: l1().market.router,
      data: tx.data as `0x${string}`,
      value: BigInt(tx.value),
      // Portico's client sends the estimate with its headroom: a pool trading in a later second needs more.
      gas: swapGasLimitOf(BigInt(tx.eip155.gas)),
      gasPrice: BigInt(tx.eip155.gasPrice),
    })
    expect(receipt.status).toBe('success')
    const after = {
      eth: await node().getBalance({ address: trader.address }),
      dusd: await balanceOf(l1().contracts.DUSD, trader.address),
    }
    expect(before.eth - after.eth).toBe(parseEther('1') + receipt.gasUsed * receipt.effectiveGasPrice)
    expect(after.dusd - before.dusd).toBeGreaterThanOrEqual(BigInt(toAmountMin))
    // Nothing traded between the quote and the swap: the whole quote arrived.
    expect(after.dusd - before.dusd).toBe(BigInt(toAmount))
  })

  test('DUSD → DDL needs the approve transaction first, then swaps without one', async () => {
    const wallet = devnetWallet(l1(), approver)
    const user = caip(approver.address)
    const allowance = async () => {
      const response = await get('/v1/convert/allowance', { tokenAddress: DUSD(), userAddress: user })
      return ((await response.json()) as { allowance: string }).allowance
    }
    const nonceBefore = await node().getTransactionCount({ address: approver.address })
    expect(await allowance()).toBe('0')
    // With no allowance the node refuses the swap before anything is signed.
    const refused = await errorOf(
      await buildTransaction({
        amount: String(parseUnits('100', 6)),
        from: DUSD(),
        to: DDL(),
        userAddress: user,
      }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatch(/^the swap would fail: .+/)

    const approveResponse = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: DUSD(),
      to: DDL(),
    })
    expect(approveResponse.status).toBe(200)
    const { tx: approve } = (await approveResponse.json()) as ApproveTransaction
    expect(approve).toMatchObject({ from: DUSD(), to: DUSD(), value: '0' })
    expect(approve.eip155.gasPrice).toMatch(/^[1-9][0-9]*$/)
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.data as `0x${string}` })).toEqual({
      functionName: 'approve',
      args: [l1().market.router, maxUint256],
    })
    // Reown's clients send the approval to tx.from.
    await wallet.sendCall({ to: l1().contracts.DUSD, data: approve.data as `0x${string}` })
    expect(await allowance()).toBe(String(maxUint256))

    for (const amount of [parseUnits('100', 6), parseUnits('40', 6)]) {
      // Reown's clients ask for no estimate and send the gas it gives.
      const response = await buildTransaction({
        amount: String(amount),
        from: DUSD(),
        to: DDL(),
        userAddress: user,
        disableEstimate: true,
      })
      expect(response.status).toBe(200)
      const { tx } = (await response.json()) as SwapTransaction
      expect(tx.eip155.gas).toBe(String(SWAP_GAS_LIMIT_FIRST_POOL))
      expect(tx.value).toBe('0')
      const before = {
        dusd: await balanceOf(l1().contracts.DUSD, approver.address),
        ddl: await balanceOf(l1().contracts.DDL, approver.address),
      }
      const receipt = await wallet.sendCall({
        to: l1().market.router,
        data: tx.data as `0x${string}`,
        gas: BigInt(tx.eip155.gas),
      })
      expect(receipt.status).toBe('success')
      expect(receipt.gasUsed).toBeLessThan(SWAP_GAS_LIMIT_FIRST_POOL)
      expect(before.dusd - (await balanceOf(l1().contracts.DUSD, approver.address))).toBe(amount)
      expect((await balanceOf(l1().contracts.DDL, approver.address)) - before.ddl).toBe(BigInt(tx.amount))
    }
    // One approval and two swaps: no second approval was needed.
    expect((await node().getTransactionCount({ address: approver.address })) - nonceBefore).toBe(3)
    expect(await allowance()).toBe(String(maxUint256))
  })

  test('the native currency needs no approval: its allowance is unlimited and build-approve refuses it', async () => {
    const response = await get('/v1/convert/allowance', { tokenAddress: ETH(), userAddress: trader.address })
    expect(await response.json()).toEqual({ allowance: String(maxUint256) })
    expect(
      await errorOf(
        await get('/v1/convert/build-approve', { userAddress: trader.address, from: ETH(), to: DUSD() }),
      ),
    ).toEqual({
      status: 400,
      body: { error: NATIVE_NEEDS_NO_APPROVAL_MESSAGE },
    })
  })

  test('a token with no DUSD pool reaches DUSD through WETH: two pools, quoted and swapped as the router does', async () => {
    const token = await tokenPooledWithEthOnly(trader, `TWO${backend.length}`)
    // Both pools trade in the chain second the cloud estimates in, and the swap lands a second later (as after
    // any person's confirm, or on a loaded machine): every pool then writes price accumulators the estimate skipped.
    await tradeEthForDusdInTheLatestSecond(bystander)
    const path = [token, l1().market.weth, l1().contracts.DUSD]
    const amount = parseEther('50')
    const [, , expected = 0n] = await getAmountsOut(amount, path)
    const answer = await quote(caip(token), DUSD(), amount)
    expect(answer.path).toEqual(path.map(caip))
    expect(answer.toAmount).toBe(String(expected))
    // 50 into a pool of 10,000 moves it ~0.5%; the deep ETH/DUSD pool adds almost nothing.
    expect(answer.priceImpact).toBeGreaterThan(0.4)
    expect(answer.priceImpact).toBeLessThan(0.6)

    const response = await buildTransaction({
      amount: String(amount),
      from: caip(token),
      to: DUSD(),
      userAddress: trader.address,
    })
    expect(response.status).toBe(200)
    const { tx } = (await response.json()) as SwapTransaction
    const call = decodeFunctionData({ abi: router.abi, data: tx.data as `0x${string}` })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args?.[2]).toEqual(path.map((address) => getAddress(address)))
    const before = await balanceOf(l1().contracts.DUSD, trader.address)
    await testClient().increaseTime({ seconds: 1 })
    // Sent as Portico's client sends it.
    const receipt = await devnetWallet(l1(), trader).sendCall({
      to: l1().market.router,
      data: tx.data as `0x${string}`,
      gas: swapGasLimitOf(BigInt(tx.eip155.gas)),
    })
    expect(receipt.status).toBe('success')
    expect((await balanceOf(l1().contracts.DUSD, trader.address)) - before).toBe(expected)
    // The gas given without an estimate covers a two-pool swap.
    expect(receipt.gasUsed).toBeLessThan(swapGasLimit(2))
  })

  test('GET /v1/convert/gas-price answers for the devnet chain, in wei', async () => {
    const response = await get('/v1/convert/gas-price', { chainId: `eip155:${l1().chainId}` })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, string>
    expect(Object.keys(body).sort()).toEqual(['fast', 'instant', 'standard'])
    for (const value of Object.values(body)) expect(value).toMatch(/^[1-9][0-9]*$/)
  })

  test('refusals, each with its own message and nothing built', async () => {
    const amount = String(parseEther('1'))
    const refusal = async (path: string, params: Record<string, string>) => errorOf(await get(path, params))
    const l2Eth = `eip155:${devnet.chains[1]?.chainId}:${NATIVE_TOKEN_ADDRESS}`
    expect(await refusal('/v1/convert/quotes', { from: ETH(), to: l2Eth, amount })).toEqual({
      status: 400,
      body: { error: SWAP_ACROSS_CHAINS_MESSAGE },
    })
    expect(await refusal('/v1/convert/quotes', { from: DUSD(), to: DUSD(), amount })).toEqual({
      status: 400,
      body: { error: SWAP_SAME_TOKEN_MESSAGE },
    })
    expect(await refusal('/v1/convert/quotes', { from: ETH(), to: caip(NOWHERE), amount })).toEqual({
      status: 400,
      body: { error: SWAP_NO_ROUTE_MESSAGE },
    })
    // A uint256 so large the router's arithmetic overflows: no pool can fill it.
    expect(
      await refusal('/v1/convert/quotes', { from: ETH(), to: DUSD(), amount: String(maxUint256) }),
    ).toEqual({
      status: 400,
      body: { error: SWAP_INSUFFICIENT_LIQUIDITY_MESSAGE },
    })
    // 1 wei of ETH buys less than a millionth of a DUSD: nothing.
    expect(await refusal('/v1/convert/quotes', { from: ETH(), to: DUSD(), amount: '1' })).toEqual({
      status: 400,
      body: { error: SWAP_AMOUNT_TOO_SMALL_MESSAGE },
    })
    expect(
      await refusal('/v1/convert/quotes', { from: ETH(), to: DUSD(), amount: `${maxUint256}0` }),
    ).toEqual({
      status: 400,
      body: { error: invalidParameterMessage('amount') },
    })
    expect(
      await refusal('/v1/convert/allowance', { tokenAddress: caip(NOWHERE), userAddress: trader.address }),
    ).toEqual({
      status: 400,
      body: { error: notAnErc20Message('tokenAddress') },
    })
    for (const slippage of [0.001, 51]) {
      expect(
        await errorOf(
          await buildTransaction({
            amount,
            from: ETH(),
            to: DUSD(),
            userAddress: trader.address,
            eip155: { slippage },
          }),
        ),
      ).toEqual({ status: 400, body: { error: invalidParameterMessage('eip155.slippage') } })
    }
  })
})

describe('a chain without a market', () => {
  let cloud: Cloud
  beforeAll(async () => {
    // L1 keeps its market but is not a swap network here; L2 is one, served without its market.
    const [l1Chain, l2Chain] = chains
    if (!l1Chain || !l2Chain) throw new Error('devnet without chains')
    const { swapMarket: _, ...l2WithoutMarket } = l2Chain
    cloud = await startTestCloud('pglite', {
      chains: [l1Chain, l2WithoutMarket],
      swapNetworks: [l2Chain.chainId],
    })
  })
  afterAll(() => cloud?.close())

  test.each([0, 1])(
    "chain %i: every swap route answers 'Network not supported for Swaps', gas price its own",
    async (index) => {
      const chainId = devnet.chains[index]?.chainId
      const eth = `eip155:${chainId}:${NATIVE_TOKEN_ADDRESS}`
      const dusd = `eip155:${chainId}:${devnet.chains[index]?.contracts.DUSD}`
      const user = accounts[1]?.address ?? NOWHERE
      const get = (path: string, params: Record<string, string>) =>
        fetch(cloudUrl(cloud, path, params), { headers: { origin: DEMO_ORIGIN } })
      const answers = [
        await get('/v1/convert/tokens', { chainId: `eip155:${chainId}` }),
        await get('/v1/convert/quotes', { from: eth, to: dusd, amount: '1000' }),
        await get('/v1/convert/allowance', { tokenAddress: dusd, userAddress: user }),
        await get('/v1/convert/build-approve', { userAddress: user, from: dusd, to: eth }),
        await fetch(cloudUrl(cloud, '/v1/convert/build-transaction', {}), {
          method: 'POST',
          headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: '1000', from: eth, to: dusd, userAddress: user }),
        }),
      ]
      for (const answer of answers) {
        expect({ status: answer.status, body: await answer.json() }).toEqual({
          status: 400,
          body: { error: SWAPS_NOT_SUPPORTED_MESSAGE },
        })
      }
      const gasPrice = await get('/v1/convert/gas-price', { chainId: String(chainId) })
      expect({ status: gasPrice.status, body: await gasPrice.json() }).toEqual({
        status: 400,
        body: { error: GAS_PRICE_NOT_SUPPORTED_MESSAGE },
      })
    },
  )

  test('a chain it does not serve at all gets the same answers', async () => {
    const get = (path: string, params: Record<string, string>) =>
      fetch(cloudUrl(cloud, path, params), { headers: { origin: DEMO_ORIGIN } })
    const tokens = await get('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect({ status: tokens.status, body: await tokens.json() }).toEqual({
      status: 400,
      body: { error: SWAPS_NOT_SUPPORTED_MESSAGE },
    })
    const gas = await get('/v1/convert/gas-price', { chainId: '1' })
    expect({ status: gas.status, body: await gas.json() }).toEqual({
      status: 400,
      body: { error: GAS_PRICE_NOT_SUPPORTED_MESSAGE },
    })
  })
})
