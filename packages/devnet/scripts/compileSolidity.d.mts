import type { Abi, Hex } from 'viem'

export type CompiledArtifact = {
  contractName: string
  source: string
  compiler: string
  abi: Abi
  bytecode: Hex
}

/** Compiles Solidity sources ({ file name: text }) with the package's solc settings. */
export function compileSolidity(texts: Record<string, string>): Record<string, CompiledArtifact>
