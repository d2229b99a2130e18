import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import {
  DEVNET_MARKET_MAKER_BALANCE_ETH,
  DEVNET_MARKET_POOLS,
  DEVNET_TOKENS,
  type DevnetPoolName,
  type DevnetTokenSymbol,
} from '../constants'
import { devnetClient } from '../devnetClient'
import { readArtifact } from '../readArtifact'
import { getDevnetMarketMaker } from './getDevnetMarketMaker'
import { readUniswapArtifact, type UniswapContractName } from './readUniswapArtifact'
import { type OrderedStep, sendInOrder } from './sendInOrder'

export type DeployMarketParameters = {
  rpcUrl: string
  chainId: number
  name: string
  /** The fixture tokens the pools trade, by symbol (deployFixtures' answer). */
  tokens: Record<DevnetTokenSymbol, Address>
}

/** A Uniswap V2 market on one devnet chain: its contracts and the pools seeded at start. */
export type DevnetMarket = {
  /** Who deployed the market and holds the pools' liquidity tokens. */
  maker: Address
  weth: Address
  factory: Address
  router: Address
  /** Each seeded pool's pair contract, under its name (`ETH/DUSD`; ETH is the router's WETH). */
  pools: Record<DevnetPoolName, Address>
}

/** Liquidity added now stays good for an hour of chain time: the seeding takes well under a second. */
const SEED_DEADLINE_S = 3600n

/**
 * Deploys WETH9, UniswapV2Factory and UniswapV2Router02 from their npm builds, unchanged, then seeds
 * DEVNET_MARKET_POOLS from the market maker, which is funded and minted for it here.
 */
export async function deployMarket({
  rpcUrl,
  chainId,
  name,
  tokens,
}: DeployMarketParameters): Promise<DevnetMarket> {
  const maker = getDevnetMarketMaker()
  const client = devnetClient({ rpcUrl, chainId, name, account: maker })
  await client.setBalance({
    address: maker.address,
    value: parseEther(String(DEVNET_MARKET_MAKER_BALANCE_ETH)),
  })
  const [nonce, { timestamp }] = await Promise.all([
    client.getTransactionCount({ address: maker.address, blockTag: 'pending' }),
    client.getBlock(),
  ])
  // The three contracts land at the maker's next three nonces, so later steps can name them now.
  const [weth, factory, router] = [0, 1, 2].map((offset) =>
    getContractAddress({ from: maker.address, nonce: BigInt(nonce + offset) }),
  ) as [Address, Address, Address]
  const deploy = (contractName: UniswapContractName, args: unknown[]): OrderedStep => {
    const { abi, bytecode } = readUniswapArtifact(contractName)
    return { what: `deploying ${contractName}`, data: encodeDeployData({ abi, bytecode, args }) }
  }
  const steps: OrderedStep[] = [
    deploy('WETH9', []),
    deploy('UniswapV2Factory', [maker.address]),
    deploy('UniswapV2Router02', [factory, weth]),
  ]

  const decimalsOf = new Map<string, number>(DEVNET_TOKENS.map((token) => [token.symbol, token.decimals]))
  const units = (symbol: DevnetTokenSymbol, whole: bigint) =>
    parseUnits(String(whole), decimalsOf.get(symbol) ?? 18)
  const tokenAbi = readArtifact('DevnetToken').abi
  // The maker mints what its pools need (DevnetToken's faucet is open) and lets the router pull it.
  for (const { symbol } of DEVNET_TOKENS) {
    const needed = DEVNET_MARKET_POOLS.reduce(
      (sum, pool) =>
        sum +
        (pool.base === symbol ? units(symbol, pool.baseAmount) : 0n) +
        (pool.quote === symbol ? units(symbol, pool.quoteAmount) : 0n),
      0n,
    )
    if (needed === 0n) continue
    steps.push(
      {
        what: `minting ${symbol} for the market`,
        to: tokens[symbol],
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [maker.address, needed] }),
      },
      {
        what: `approving the router for ${symbol}`,
        to: tokens[symbol],
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
      },
    )
  }

  const routerAbi = readUniswapArtifact('UniswapV2Router02').abi
  const deadline = timestamp + SEED_DEADLINE_S
  for (const pool of DEVNET_MARKET_POOLS) {
    const what = `seeding ${pool.base}/${pool.quote}`
    const quoteToken = tokens[pool.quote]
    const quoteAmount = units(pool.quote, pool.quoteAmount)
    if (pool.base === 'ETH') {
      const value = parseEther(String(pool.baseAmount))
      const args = [quoteToken, quoteAmount, quoteAmount, value, maker.address, deadline]
      steps.push({
        what,
        to: router,
        value,
        data: encodeFunctionData({ abi: routerAbi, functionName: 'addLiquidityETH', args }),
      })
    } else {
      const baseAmount = units(pool.base, pool.baseAmount)
      const args = [
        tokens[pool.base],
        quoteToken,
        baseAmount,
        quoteAmount,
        baseAmount,
        quoteAmount,
        maker.address,
        deadline,
      ]
      steps.push({
        what,
        to: router,
        data: encodeFunctionData({ abi: routerAbi, functionName: 'addLiquidity', args }),
      })
    }
  }
  await sendInOrder(client, maker, steps)

  const factoryAbi = readUniswapArtifact('UniswapV2Factory').abi
  const pairs = await Promise.all(
    DEVNET_MARKET_POOLS.map(async (pool) => {
      const base = pool.base === 'ETH' ? weth : tokens[pool.base]
      const pair = (await client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [base, tokens[pool.quote]],
      })) as Address
      return [`${pool.base}/${pool.quote}`, pair] as const
    }),
  )
  return {
    maker: maker.address,
    weth,
    factory,
    router,
    pools: Object.fromEntries(pairs) as Record<DevnetPoolName, Address>,
  }
}
