import './sessionEnv'
import {
  createWalletConnectConnector,
  type Pairing,
  RELAY_UNREACHABLE,
  RelayUnreachableError,
} from '@portico/core'
import { freePort } from '@portico/devnet'
import { type Relay, startRelay } from '@portico/relay'
import { createMemoryKeyValueStorage } from '@portico/test-wallets'
import { afterEach, expect, inject, test } from 'vitest'
import { devnetNetworks } from '../test/harness'

const devnet = inject('devnet')
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// A relay that is down when the QR view opens. The connector says so in time (no pairing link
// within its deadline) and, once the relay is back, the next attempt offers a pairing.
test('a relay that is down: connect fails with RelayUnreachableError in time; up again, the next attempt pairs', async () => {
  const port = await freePort()
  const pairings: Pairing[] = []
  const connector = createWalletConnectConnector({
    projectId: 'portico-relay-down',
    relayUrl: `ws://127.0.0.1:${port}`,
    metadata: { name: 'Relay down', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: devnetNetworks(devnet),
    storage: createMemoryKeyValueStorage(),
    isLocalStack: true,
    relayTimeoutMs: 1_500,
    onPairing: (pairing) => {
      if (pairing) pairings.push(pairing)
    },
  })
  cleanups.push(() => connector.close())

  const started = Date.now()
  const failure = await connector.connect().catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(RelayUnreachableError)
  expect((failure as Error).message).toBe(RELAY_UNREACHABLE)
  expect(Date.now() - started).toBeLessThan(5_000)
  expect(pairings).toEqual([])

  const relay: Relay = await startRelay({ port, host: '127.0.0.1', quiet: true })
  cleanups.push(() => relay.close())
  const offered = new Promise<Pairing>((resolve) => {
    const poll = setInterval(() => {
      const [pairing] = pairings
      if (!pairing) return
      clearInterval(poll)
      resolve(pairing)
    }, 20)
  })
  void connector.connect().catch(() => undefined)
  expect((await offered).uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
}, 30_000)
