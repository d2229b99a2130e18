import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

export type ContractArtifact = { contractName: string; abi: Abi; bytecode: Hex }

/** Reads a contract compiled by scripts/compile-contracts.mjs at build time. */
export function readArtifact(contractName: string): ContractArtifact {
  const url = new URL(`../artifacts/${contractName}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as ContractArtifact
}
