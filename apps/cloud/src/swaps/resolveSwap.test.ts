import { getAddress, maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import type { CloudChain } from '../chains/cloudChain'
import { invalidParameterMessage, SWAP_ACROSS_CHAINS_MESSAGE, SWAPS_NOT_SUPPORTED_MESSAGE } from '../errors'
import { findSwapChain } from './findSwapChain'
import { parseSwapAccount } from './parseSwapAccount'
import { parseSwapAmount, parseSwapSlippage, resolveSwap } from './resolveSwap'

const market = {
  router: getAddress('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'),
  factory: getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'),
  weth: getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3'),
}
const chain = (chainId: number, withMarket: boolean): CloudChain => ({
  chainId,
  name: `Chain ${chainId}`,
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
  ...(withMarket ? { swapMarket: market } : {}),
})
// 31337 trades; 31338 is a swap network without a market; 1 has a market but is served nowhere here.
const services = {
  chains: [chain(31337, true), chain(31338, false), chain(5, true)],
  swapNetworks: new Set([1, 31337, 31338]),
}
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = 'eip155:31337:0x000000000000000000000000000000000000dEaD'

test('findSwapChain: a served swap network with a market, nothing else', () => {
  expect(findSwapChain(services, 31337)?.market).toBe(market)
  expect(findSwapChain(services, 31338)).toBeUndefined()
  expect(findSwapChain(services, 5)).toBeUndefined()
  expect(findSwapChain(services, 1)).toBeUndefined()
})

describe('resolveSwap', () => {
  test('reads both sides and the user on one chain; the native currency is 0xeeee…', () => {
    const { swapChain, from, to, user } = resolveSwap(services, {
      from: ETH,
      to: DUSD,
      userAddress: `eip155:31337:${market.router}`,
    })
    expect(swapChain.chain.chainId).toBe(31337)
    expect(from).toMatchObject({ chainId: 31337, native: true })
    expect(to).toEqual({ chainId: 31337, address: getAddress(DUSD.split(':')[2] ?? ''), native: false })
    expect(user).toEqual({ chainId: 31337, address: market.router, native: false })
  })

  test('refuses sides or a user on another chain, and chains without a market', () => {
    const otherChain = 'eip155:31338:0x000000000000000000000000000000000000dEaD'
    expect(() => resolveSwap(services, { from: ETH, to: otherChain })).toThrow(SWAP_ACROSS_CHAINS_MESSAGE)
    expect(() =>
      resolveSwap(services, { from: ETH, to: DUSD, userAddress: `eip155:1:${market.router}` }),
    ).toThrow(SWAP_ACROSS_CHAINS_MESSAGE)
    expect(() => resolveSwap(services, { from: otherChain.replace('dEaD', 'bEEF'), to: otherChain })).toThrow(
      SWAPS_NOT_SUPPORTED_MESSAGE,
    )
  })

  test('names the parameter that is no CAIP-10 asset', () => {
    expect(() => resolveSwap(services, { from: market.weth, to: DUSD })).toThrow(
      invalidParameterMessage('from'),
    )
    expect(() => resolveSwap(services, { from: ETH, to: 'eip155:31337:0x12' })).toThrow(
      invalidParameterMessage('to'),
    )
  })
})

test('parseSwapAccount takes a bare address or CAIP-10, checksummed', () => {
  expect(parseSwapAccount('0x000000000000000000000000000000000000dead', 'userAddress')).toEqual({
    chainId: undefined,
    address: '0x000000000000000000000000000000000000dEaD',
    native: false,
  })
  expect(() => parseSwapAccount('solana:x:abc', 'userAddress')).toThrow(
    invalidParameterMessage('userAddress'),
  )
})

test('parseSwapAmount: above 0 and at most a uint256', () => {
  expect(parseSwapAmount('1', 'amount')).toBe(1n)
  expect(parseSwapAmount(String(maxUint256), 'amount')).toBe(maxUint256)
  for (const bad of ['0', `${maxUint256 + 1n}`, '-5', '1.5', '']) {
    expect(() => parseSwapAmount(bad, 'amount')).toThrow(invalidParameterMessage('amount'))
  }
})

test('parseSwapSlippage: SPEC §9’s 1% unless told, at most two decimals and 50%', () => {
  expect(parseSwapSlippage()).toBe(100n)
  expect(parseSwapSlippage(0.25)).toBe(25n)
  expect(() => parseSwapSlippage(0.125)).toThrow(invalidParameterMessage('eip155.slippage'))
  expect(() => parseSwapSlippage(50.5)).toThrow(invalidParameterMessage('eip155.slippage'))
})
