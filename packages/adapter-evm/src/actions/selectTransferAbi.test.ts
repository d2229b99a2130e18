import { erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { legacyStablecoinTransferAbi, selectTransferAbi } from './selectTransferAbi'

const listed = new Set(['0xdac17f958d2ee523a2206206994597c13d831ec7'])

test('a listed stablecoin gets the transfer ABI with no return value, whatever its address case', () => {
  expect(selectTransferAbi('0xdAC17F958D2ee523a2206206994597C13D831ec7', listed)).toBe(
    legacyStablecoinTransferAbi,
  )
  expect(legacyStablecoinTransferAbi[0].outputs).toEqual([])
})

test('any other token gets ERC-20 transfer returning bool', () => {
  expect(selectTransferAbi('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', listed)).toBe(erc20Abi)
})
