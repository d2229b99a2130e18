import { readdirSync, readFileSync } from 'node:fs'
import { concat, encodeAbiParameters, getContractAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { compileSolidity } from '../../scripts/compileSolidity.mjs'
import { readArtifact } from '../readArtifact'
import {
  CREATE2_DEPLOYER,
  ENTRY_POINT_V07,
  PORTICO_SMART_ACCOUNT_FACTORY,
} from './accountAbstractionConstants'

const contractsDir = new URL('../../contracts/', import.meta.url)
const contractTexts = () =>
  Object.fromEntries(
    readdirSync(contractsDir)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [file, readFileSync(new URL(file, contractsDir), 'utf8')]),
  )

const factoryAddressOf = (bytecode: `0x${string}`) =>
  getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: PORTICO_SMART_ACCOUNT_FACTORY.salt,
    bytecode: concat([bytecode, encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_V07.address])]),
  })

describe('the PorticoSmartAccountFactory address', () => {
  test('the built factory comes out at the constant (no chain needed)', () => {
    expect(factoryAddressOf(readArtifact('PorticoSmartAccountFactory').bytecode)).toBe(
      PORTICO_SMART_ACCOUNT_FACTORY.address,
    )
  })

  // A comment once moved the factory: solc's metadata hash covers the source text.
  test('a comment in the contracts does not move it', () => {
    const texts = contractTexts()
    const commented = Object.fromEntries(
      Object.entries(texts).map(([file, text]) => [file, `${text}\n// a comment that changes nothing\n`]),
    )
    expect(compileSolidity(commented).PorticoSmartAccountFactory?.bytecode).toBe(
      compileSolidity(texts).PorticoSmartAccountFactory?.bytecode,
    )
  })
})
