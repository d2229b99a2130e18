import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { ContractArtifact } from '../readArtifact'

/** Where each contract of the market is published: the npm packages' own build output, used unchanged. */
const UNISWAP_ARTIFACTS = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const

export type UniswapContractName = keyof typeof UNISWAP_ARTIFACTS

const require = createRequire(import.meta.url)

/** A Uniswap V2 contract as `@uniswap/v2-core` / `@uniswap/v2-periphery` publish it (their bytecode has no 0x). */
export function readUniswapArtifact(contractName: UniswapContractName): ContractArtifact {
  const file = require.resolve(UNISWAP_ARTIFACTS[contractName])
  const { abi, bytecode } = JSON.parse(readFileSync(file, 'utf8')) as { abi: Abi; bytecode: string }
  return { contractName, abi, bytecode: `0x${bytecode.replace(/^0x/, '')}` as Hex }
}
