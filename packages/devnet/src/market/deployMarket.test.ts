import {
  type Address,
  createPublicClient,
  encodePacked,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDevnetAccounts } from '../accounts'
import { DEVNET_ACCOUNT_BALANCE_ETH, DEVNET_MARKET_POOLS, DEVNET_TOKENS } from '../constants'
import { type DevnetContracts, deployFixtures } from '../deployFixtures'
import { devnetClient, mined } from '../devnetClient'
import { freePort } from '../freePort'
import { type AnvilInstance, startAnvil } from '../startAnvil'
import { type DevnetMarket, deployMarket } from './deployMarket'
import { getDevnetMarketMaker } from './getDevnetMarketMaker'
import { readUniswapArtifact } from './readUniswapArtifact'

const pair = readUniswapArtifact('UniswapV2Pair')
const router = readUniswapArtifact('UniswapV2Router02')
const factory = readUniswapArtifact('UniswapV2Factory')
const decimalsOf = (symbol: string) => DEVNET_TOKENS.find((token) => token.symbol === symbol)?.decimals ?? 18

let anvil: AnvilInstance
let tokens: DevnetContracts
let market: DevnetMarket

beforeAll(async () => {
  anvil = await startAnvil({ name: 'Market test chain', chainId: 31337, port: await freePort() })
  tokens = await deployFixtures({ ...anvil, nftBaseUri: 'http://127.0.0.1:9/nft/' })
  market = await deployMarket({ ...anvil, tokens })
})
afterAll(() => anvil?.stop())

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const addressOf = (symbol: string): Address =>
  symbol === 'ETH' ? market.weth : tokens[symbol as keyof DevnetContracts]

describe('the published bytecode, unchanged', () => {
  test("Router02 computes pair addresses with the hash of the npm Pair's creation code", () => {
    // UniswapV2Library.pairFor inlines the init-code hash: the npm Pair must hash to it, or no pool is found.
    expect(router.bytecode).toContain(keccak256(pair.bytecode).slice(2))
  })

  test('the factory creates pairs from that same creation code', () => {
    expect(factory.bytecode).toContain(pair.bytecode.slice(2))
  })
})

describe('the seeded market', () => {
  test.each(DEVNET_MARKET_POOLS)(
    '$base/$quote is the factory pair at the CREATE2 address, holding its seed',
    async (pool) => {
      const [a, b] = [addressOf(pool.base), addressOf(pool.quote)]
      const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
      const address = market.pools[`${pool.base}/${pool.quote}`]
      expect(
        getContractAddress({
          opcode: 'CREATE2',
          from: market.factory,
          salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
          bytecode: pair.bytecode,
        }),
      ).toBe(address)
      expect(
        await client().readContract({
          address: market.factory,
          abi: factory.abi,
          functionName: 'getPair',
          args: [a, b],
        }),
      ).toBe(address)
      const [reserve0, reserve1] = (await client().readContract({
        address,
        abi: pair.abi,
        functionName: 'getReserves',
      })) as [bigint, bigint, number]
      const seeded = {
        [a]: parseUnits(String(pool.baseAmount), decimalsOf(pool.base)),
        [b]: parseUnits(String(pool.quoteAmount), decimalsOf(pool.quote)),
      }
      expect([reserve0, reserve1]).toEqual([seeded[token0], seeded[token1]])
    },
  )

  test.each(DEVNET_MARKET_POOLS)(
    "router.getAmountsOut on $base/$quote is the pair's constant product less 0.3%",
    async (pool) => {
      const amountIn = parseUnits('1', decimalsOf(pool.base))
      const reserveIn = parseUnits(String(pool.baseAmount), decimalsOf(pool.base))
      const reserveOut = parseUnits(String(pool.quoteAmount), decimalsOf(pool.quote))
      const amounts = (await client().readContract({
        address: market.router,
        abi: router.abi,
        functionName: 'getAmountsOut',
        args: [amountIn, [addressOf(pool.base), addressOf(pool.quote)]],
      })) as bigint[]
      const withFee = amountIn * 997n
      expect(amounts).toEqual([amountIn, (withFee * reserveOut) / (reserveIn * 1000n + withFee)])
    },
  )

  test('a funded account swaps 1 ETH for the DUSD the router quoted', async () => {
    const trader = getDevnetAccounts()[1]
    if (!trader) throw new Error('devnet accounts missing')
    const wallet = devnetClient({ ...anvil, account: trader })
    const path = [market.weth, tokens.DUSD]
    const [, quoted = 0n] = (await wallet.readContract({
      address: market.router,
      abi: router.abi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), path],
    })) as bigint[]
    const before = await wallet.readContract({
      address: tokens.DUSD,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    const { timestamp } = await wallet.getBlock()
    const hash = await wallet.writeContract({
      address: market.router,
      abi: router.abi,
      functionName: 'swapExactETHForTokens',
      args: [quoted, path, trader.address, timestamp + 60n],
      value: parseEther('1'),
    })
    await mined(wallet, hash, 'the swap')
    const after = await wallet.readContract({
      address: tokens.DUSD,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(quoted).toBeGreaterThan(parseUnits('2980', 6))
    expect(after - before).toBe(quoted)
  })

  test('the market maker is no funded account, and those keep their whole grants', async () => {
    const maker = getDevnetMarketMaker()
    const [, , holder] = getDevnetAccounts()
    if (!holder) throw new Error('devnet accounts missing')
    expect(market.maker).toBe(maker.address)
    expect(getDevnetAccounts().map((account) => account.address)).not.toContain(maker.address)
    expect(await client().getBalance({ address: holder.address })).toBe(
      parseEther(String(DEVNET_ACCOUNT_BALANCE_ETH)),
    )
    for (const token of DEVNET_TOKENS) {
      expect(
        await client().readContract({
          address: tokens[token.symbol],
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder.address],
        }),
      ).toBe(parseUnits(String(token.grantEach), token.decimals))
    }
    // The maker holds the pools' liquidity tokens.
    for (const address of Object.values(market.pools)) {
      expect(
        await client().readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [maker.address],
        }),
      ).toBeGreaterThan(0n)
    }
  })
})
