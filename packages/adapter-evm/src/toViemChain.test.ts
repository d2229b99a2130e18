import { porticoDevnet } from '@portico/core'
import { expect, test } from 'vitest'
import { toViemChain } from './toViemChain'

test("a network's contracts reach the viem chain, so ENS reads find its universal resolver", () => {
  const chain = toViemChain(porticoDevnet)
  expect(chain.contracts?.ensUniversalResolver?.address).toBe(
    porticoDevnet.contracts?.ensUniversalResolver?.address,
  )
  expect(chain.contracts?.ensUniversalResolver?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

test('a network without contracts gives a chain without them', () => {
  const { contracts: _, ...plain } = porticoDevnet
  expect(toViemChain(plain).contracts).toBeUndefined()
})
