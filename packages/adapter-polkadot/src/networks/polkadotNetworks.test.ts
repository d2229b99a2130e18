import { knownGenesis } from '@polkadot/networks/defaults'
import { InvalidNetworkError } from '@portico/core'
import {
  POLKADOT_DEVNET_GENESIS_HASH,
  POLKADOT_DEVNET_NAME,
  POLKADOT_DEVNET_PORT,
  POLKADOT_DEVNET_SS58_PREFIX,
} from '@portico/devnet'
import { expect, test } from 'vitest'
import { definePolkadotNetwork, isPolkadotNetwork } from './definePolkadotNetwork'
import { kusama, polkadot, polkadotNetworks, porticoLocalPolkadot, westend } from './polkadotNetworks'

test('the CAIP-2 id of every network is polkadot: and the first 32 hex characters of its genesis hash', () => {
  expect(polkadotNetworks.map((network) => [network.name, network.caipNetworkId, network.testnet])).toEqual([
    ['Portico Polkadot Devnet', 'polkadot:45454545454545454545454545454545', true],
    ['Polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', false],
    ['Kusama', 'polkadot:b0a8d493285c2df73290dfb7e61f870f', false],
    ['Westend', 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e', true],
  ])
  expect(polkadotNetworks.every((network) => network.chainNamespace === 'polkadot')).toBe(true)
})

test("the public chains' genesis hashes are those @polkadot/networks knows", () => {
  expect(knownGenesis.polkadot).toContain(polkadot.polkadot.genesisHash)
  expect(knownGenesis.kusama).toContain(kusama.polkadot.genesisHash)
  expect(knownGenesis.westend).toContain(westend.polkadot.genesisHash)
  expect([polkadot, kusama, westend].map((network) => network.polkadot.ss58Prefix)).toEqual([0, 2, 42])
})

test('the local chain is the Kusama Local Testnet on 127.0.0.1:9944, with its KSM and prefix 2', () => {
  expect(porticoLocalPolkadot).toMatchObject({
    nativeCurrency: { symbol: 'KSM', decimals: 12 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9944'], webSocket: ['ws://127.0.0.1:9944'] } },
    polkadot: { genesisHash: `0x${'45'.repeat(32)}`, ss58Prefix: 2 },
  })
})

test('the local chain is the one @portico/devnet runs (its test checks the running chain gives that genesis hash)', () => {
  expect(porticoLocalPolkadot.polkadot.genesisHash).toBe(POLKADOT_DEVNET_GENESIS_HASH)
  expect(porticoLocalPolkadot.polkadot.ss58Prefix).toBe(POLKADOT_DEVNET_SS58_PREFIX)
  expect(porticoLocalPolkadot.name).toBe(POLKADOT_DEVNET_NAME)
  expect(porticoLocalPolkadot.rpcUrls.default.http).toEqual([`http://127.0.0.1:${POLKADOT_DEVNET_PORT}`])
})

test('a genesis hash that is not 0x and 64 lowercase hex characters is refused', () => {
  const base = {
    ss58Prefix: 42,
    name: 'X',
    nativeCurrency: { name: 'X', symbol: 'X', decimals: 12 },
    rpcUrl: 'http://127.0.0.1:1',
  }
  expect(() => definePolkadotNetwork({ ...base, genesisHash: '0x1234' })).toThrow(InvalidNetworkError)
  expect(() => definePolkadotNetwork({ ...base, genesisHash: `0x${'AB'.repeat(32)}` })).toThrow(
    InvalidNetworkError,
  )
  const { polkadot: _dropped, ...plain } = polkadot
  expect(isPolkadotNetwork(plain)).toBe(false)
  expect(isPolkadotNetwork(polkadot)).toBe(true)
})
