import { expect, test } from 'vitest'
import { createPortico } from '../client/createPortico'
import { createMemoryStorage } from '../storage/StorageLike'
import { base, createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import type { PorticoInitialState } from './initialState'

const initialState: PorticoInitialState = {
  activeNamespace: 'eip155',
  accounts: { eip155: { connectorId: 'io.metamask', address: '0xabc', caipNetworkId: 'eip155:8453' } },
}

function adapterWithWallet() {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: '0xabc', chainId: 8453 },
  ])
  evm.grant('io.metamask')
  return evm
}

test("the initial state is part of the store's first state, on the account's network, as reconnecting", () => {
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [adapterWithWallet().adapter],
    initialState,
  })
  const first = client.stores.chains.getInitialState()
  expect(first.activeNamespace).toBe('eip155')
  expect(first.namespaces.eip155.network?.caipNetworkId).toBe('eip155:8453')
  expect(first.namespaces.eip155.account).toMatchObject({
    status: 'reconnecting',
    address: '0xabc',
    caipAddress: 'eip155:8453:0xabc',
  })
})

test('the browser confirms it: the stored connection is restored and the account is connected', async () => {
  const storage = createMemoryStorage()
  storage.setItem(
    '@portico/connectedConnectors',
    JSON.stringify({ eip155: { connectorId: 'io.metamask', status: 'active' } }),
  )
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [adapterWithWallet().adapter],
    storage,
    initialState,
  })
  await client.ready
  expect(client.getAccount()).toMatchObject({ status: 'connected', address: '0xabc' })
})

test('an account this browser has no connection for is cleared once restore has looked', async () => {
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [adapterWithWallet().adapter],
    initialState,
  })
  await client.ready
  expect(client.getAccount()?.status).toBe('disconnected')
  expect(client.getAccount()?.address).toBeUndefined()
})

test('with reconnect off, the initial account is cleared too', async () => {
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [adapterWithWallet().adapter],
    enableReconnect: false,
    initialState,
  })
  await client.ready
  expect(client.getAccount()).toMatchObject({ status: 'disconnected' })
})

test('an account on a namespace the host has no network for is not seeded', () => {
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet],
    initialState: { accounts: { solana: { connectorId: 'Phantom', address: 'So1' } } },
  })
  expect(client.stores.chains.getInitialState().namespaces.solana.account.status).toBe('disconnected')
})
