import { expect, test } from 'vitest'
import { definePolkadotNetwork } from '../networks/definePolkadotNetwork'
import { kusama, polkadot, porticoLocalPolkadot, westend } from '../networks/polkadotNetworks'
import { polkadotWebSocketUrl } from './polkadotWebSocketUrl'

test("each listed network's node is its WebSocket RPC URL", () => {
  expect([porticoLocalPolkadot, polkadot, kusama, westend].map(polkadotWebSocketUrl)).toEqual([
    'ws://127.0.0.1:9944',
    'wss://rpc.polkadot.io',
    'wss://kusama-rpc.polkadot.io',
    'wss://westend-rpc.polkadot.io',
  ])
})

test('a network with HTTP only is reached over ws(s) on the same host and port', () => {
  const network = (rpcUrl: string) =>
    definePolkadotNetwork({
      genesisHash: `0x${'12'.repeat(32)}`,
      ss58Prefix: 42,
      name: 'Solo',
      nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
      rpcUrl,
    })
  expect(polkadotWebSocketUrl(network('http://127.0.0.1:9955'))).toBe('ws://127.0.0.1:9955')
  expect(polkadotWebSocketUrl(network('https://rpc.example.org/path'))).toBe('wss://rpc.example.org/path')
})
