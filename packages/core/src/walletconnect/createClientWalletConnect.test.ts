import { expect, test } from 'vitest'
import { porticoDevnet } from '../networks/porticoDevnet'
import { createAlertsStore } from '../store/createAlertsStore'
import { createConnectionStore } from '../store/createConnectionStore'
import { createClientWalletConnect } from './createClientWalletConnect'
import { isLoopbackUrl } from './isLoopbackUrl'
import { walletConnectStoragePrefix } from './walletConnectStoragePrefix'

const stores = () => ({ connection: createConnectionStore(), alerts: createAlertsStore() })

test('a client with a project id gets the WALLET_CONNECT connector for its eip155 networks', () => {
  const connector = createClientWalletConnect(
    { projectId: 'p1', networks: [porticoDevnet], relayUrl: 'ws://127.0.0.1:1' },
    stores(),
    Date.now,
  )
  expect(connector?.connectors.map(({ id, type, chain }) => [id, type, chain])).toEqual([
    ['walletConnect', 'WALLET_CONNECT', 'eip155'],
  ])
})

test('no project id, or WalletConnect turned off: no connector', () => {
  expect(createClientWalletConnect({ networks: [porticoDevnet] }, stores(), Date.now)).toBeUndefined()
  expect(
    createClientWalletConnect(
      { projectId: 'p', networks: [porticoDevnet], enableWalletConnect: false },
      stores(),
      Date.now,
    ),
  ).toBeUndefined()
})

test('the first client of a project keeps one storage prefix; each further client gets its own', () => {
  expect(walletConnectStoragePrefix('prefix-test')).toBe('portico-prefix-test')
  expect(walletConnectStoragePrefix('prefix-test')).toBe('portico-prefix-test-2')
  expect(walletConnectStoragePrefix('prefix-other')).toBe('portico-prefix-other')
})

test('only a relay on this machine counts as the local stack', () => {
  expect(isLoopbackUrl('ws://127.0.0.1:4001')).toBe(true)
  expect(isLoopbackUrl('ws://localhost:4001')).toBe(true)
  expect(isLoopbackUrl('wss://relay.walletconnect.org')).toBe(false)
  expect(isLoopbackUrl('not a url')).toBe(false)
})
