import { decodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { encodeSwapCall, swapGasLimit } from './encodeSwapCall'
import { uniswapV2RouterAbi } from './uniswapV2Abi'

const WETH = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')
const DUSD = getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const DDL = getAddress('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0')
const USER = getAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
const common = {
  amountIn: 10n ** 18n,
  amountOutMin: 2_958_140_733n,
  recipient: USER,
  deadline: 1_800_000_000n,
}

describe('encodeSwapCall', () => {
  test('native in: swapExactETHForTokens, the amount sent as value', () => {
    const call = encodeSwapCall({ ...common, nativeIn: true, nativeOut: false, path: [WETH, DUSD] })
    expect(call.value).toBe(10n ** 18n)
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: call.data })).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [2_958_140_733n, [WETH, DUSD], USER, 1_800_000_000n],
    })
  })

  test('native out: swapExactTokensForETH, no value', () => {
    const call = encodeSwapCall({ ...common, nativeIn: false, nativeOut: true, path: [DUSD, WETH] })
    expect(call.value).toBe(0n)
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: call.data })).toEqual({
      functionName: 'swapExactTokensForETH',
      args: [10n ** 18n, 2_958_140_733n, [DUSD, WETH], USER, 1_800_000_000n],
    })
  })

  test('token to token: swapExactTokensForTokens, through WETH when the path says so', () => {
    const call = encodeSwapCall({ ...common, nativeIn: false, nativeOut: false, path: [DUSD, WETH, DDL] })
    expect(call.value).toBe(0n)
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: call.data })).toEqual({
      functionName: 'swapExactTokensForTokens',
      args: [10n ** 18n, 2_958_140_733n, [DUSD, WETH, DDL], USER, 1_800_000_000n],
    })
  })

  test('refuses native on both sides', () => {
    expect(() => encodeSwapCall({ ...common, nativeIn: true, nativeOut: true, path: [WETH, WETH] })).toThrow(
      'A swap cannot take and give the native currency',
    )
  })
})

test('swapGasLimit grows with each further pool', () => {
  expect(swapGasLimit(1)).toBe(200_000n)
  expect(swapGasLimit(2)).toBe(300_000n)
})
