import { expect, test } from 'vitest'
import { createPortico } from '../client/createPortico'
import { porticoDevnet, porticoSolanaDevnet } from '../networks/porticoDevnet'
import { mainnet } from '../test/fixtures'
import { swapsOffered } from './swapsOffered'

const client = (options: { apiUrl?: string; swapNetworks?: number[] }) =>
  createPortico({ projectId: 'p', networks: [mainnet, porticoDevnet, porticoSolanaDevnet], ...options })

test("SPEC §9's swap networks, and the host's own, with a cloud to swap on", () => {
  const withCloud = client({ apiUrl: 'http://127.0.0.1:9' })
  expect(swapsOffered(withCloud, mainnet)).toBe(true)
  expect(swapsOffered(withCloud, porticoDevnet)).toBe(false)
  expect(swapsOffered(client({ apiUrl: 'http://127.0.0.1:9', swapNetworks: [31337] }), porticoDevnet)).toBe(
    true,
  )
})

test('never without a cloud, off EVM, or without a network', () => {
  expect(swapsOffered(client({}), mainnet)).toBe(false)
  const withCloud = client({ apiUrl: 'http://127.0.0.1:9' })
  expect(swapsOffered(withCloud, porticoSolanaDevnet)).toBe(false)
  expect(swapsOffered(withCloud, undefined)).toBe(false)
})
