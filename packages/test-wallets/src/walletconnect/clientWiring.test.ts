import '../test/walletConnectEnv'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  createMemoryStorage,
  createPortico,
  createWalletConnectConnector,
  defineNetwork,
  type Pairing,
  type PorticoClient,
  type WalletConnectConnector,
} from '@portico/core'
import { type Devnet, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { type Relay, startRelay } from '@portico/relay'
import { base58 } from '@scure/base'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createWalletConnectAdapter } from '../test/createWalletConnectAdapter'
import { freePort } from '../test/freePort'
import { guardOutsideRequests } from '../test/outsideRequestGuard'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './createWalletConnectTestWallet'

const guard = guardOutsideRequests()
const [, , , walletAccount] = getDevnetAccounts()
if (!walletAccount) throw new Error('devnet accounts missing')
const WALLET_KEY = `0x${Buffer.from(walletAccount.getHdKey().privateKey ?? []).toString('hex')}` as const

const SOLANA_SECRET_KEY = new Uint8Array(32).fill(9)
const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(SOLANA_SECRET_KEY))
const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

let relay: Relay
let solanaRpcUrl: string
let devnet: Devnet
let wallet: WalletConnectTestWallet
const connectors: WalletConnectConnector[] = []
// What survives a reload: the client's localStorage stand-in and WalletConnect's key-value storage.
const porticoStorage = createMemoryStorage()
const walletConnectStorage = createMemoryKeyValueStorage()

/** A page: a Portico client whose eip155 adapter routes WALLET_CONNECT to the shared connector. */
function openPage() {
  const pairings: Pairing[] = []
  const chain = devnet.chains[0]
  if (!chain) throw new Error('devnet L1 missing')
  const network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
  const solanaNetwork = defineNetwork({
    id: SOLANA_DEVNET_REFERENCE,
    name: 'Solana Devnet (local)',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solanaRpcUrl] } },
    testnet: true,
  })
  let client: PorticoClient | undefined
  const connector = createWalletConnectConnector({
    projectId: 'portico-test',
    relayUrl: relay.url,
    metadata: {
      name: 'Portico wiring test',
      description: 'client + connector',
      url: 'http://127.0.0.1',
      icons: [],
    },
    networks: [network, solanaNetwork],
    storage: walletConnectStorage,
    customStoragePrefix: 'portico-wiring',
    isLocalStack: true,
    // SPEC §4: the connecting view reads the pairing URI and its expiry from the connection store.
    onPairing: (pairing) => {
      if (pairing) pairings.push(pairing)
      client?.stores.connection.getState().setPairing(pairing)
    },
  })
  connectors.push(connector)
  client = createPortico({
    projectId: 'portico-test',
    networks: [network, solanaNetwork],
    adapters: [
      createWalletConnectAdapter(connector, 'eip155'),
      createWalletConnectAdapter(connector, 'solana'),
    ],
    storage: porticoStorage,
  })
  return { client, connector, pairings }
}

function statusBecomes(client: PorticoClient, namespace: 'eip155' | 'solana', status: string): Promise<void> {
  return new Promise((resolve) => {
    if (client.getAccount(namespace)?.status === status) return resolve()
    const stop = client.subscribeAccount((account) => {
      if (account?.status !== status) return
      stop()
      resolve()
    }, namespace)
  })
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  devnet = await startDevnet({ ports: { l1: await freePort(), l2: await freePort() } })
  solanaRpcUrl = `http://127.0.0.1:${await freePort()}`
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [WALLET_KEY],
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    solana: { secretKeys: [SOLANA_SECRET_KEY], chains: [`solana:${SOLANA_DEVNET_REFERENCE}`] },
  })
}, 120_000)

afterEach(() => {
  expect(guard.outside).toEqual([])
})

afterAll(async () => {
  for (const connector of connectors) await connector.close()
  await wallet?.close()
  await relay?.close()
  await devnet?.stop()
  guard.restore()
})

test('through the client: connect with the pairing in the store, sign, a wallet disconnect, then a reload restores', async () => {
  const first = openPage()
  await first.client.ready
  for (const namespace of ['eip155', 'solana'] as const) {
    expect(first.client.getConnectors(namespace).map(({ id, type }) => [id, type])).toEqual([
      ['walletConnect', 'WALLET_CONNECT'],
    ])
  }

  // Connect: the URI reaches the connection store, the wallet pairs and approves.
  const pairingShown = new Promise<Pairing>((resolve) => {
    const stop = first.client.stores.connection.subscribe(({ pairing }) => {
      if (!pairing) return
      stop()
      resolve(pairing)
    })
  })
  const connecting = first.client.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  const pairing = await pairingShown
  await wallet.pair(pairing.uri)
  await wallet.approveNext()
  await connecting
  expect(first.client.getAccount('eip155')).toMatchObject({
    status: 'connected',
    address: walletAccount.address,
    caipAddress: `eip155:31337:${walletAccount.address}`,
  })
  // SPEC §4: the one session connected solana too, with no second pairing.
  expect(first.client.getAccount('solana')).toMatchObject({
    status: 'connected',
    address: SOLANA_ADDRESS,
    caipAddress: `solana:${SOLANA_DEVNET_REFERENCE}:${SOLANA_ADDRESS}`,
  })
  expect(first.pairings).toHaveLength(1)
  expect(first.client.stores.connection.getState().pairing).toBeUndefined()

  // The adapter's signMessage goes through the session to the wallet's key.
  const message = 'signed through the client'
  const signature = await createWalletConnectAdapter(first.connector, 'eip155').signMessage({
    connectorId: 'walletConnect',
    address: walletAccount.address,
    message,
  })
  expect(
    await verifyMessage({ address: walletAccount.address, message, signature: signature as `0x${string}` }),
  ).toBe(true)

  // SPEC §4: the wallet ends the session, so the client disconnects every namespace of it.
  const disconnected = Promise.all([
    statusBecomes(first.client, 'eip155', 'disconnected'),
    statusBecomes(first.client, 'solana', 'disconnected'),
  ])
  await wallet.disconnect()
  await disconnected
  expect(first.client.getAccount('eip155')?.address).toBeUndefined()
  expect(first.client.getAccount('solana')?.address).toBeUndefined()

  // Connect again, then reload: a new client and connector over the same storages restore it, with no pairing.
  const again = first.client.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  const secondPairing = await new Promise<Pairing>((resolve) => {
    const stop = first.client.stores.connection.subscribe(({ pairing }) => {
      if (!pairing) return
      stop()
      resolve(pairing)
    })
  })
  await wallet.pair(secondPairing.uri)
  await wallet.approveNext()
  await again
  const topic = first.connector.getSession()?.topic
  await first.connector.close()

  const reloaded = openPage()
  await reloaded.client.ready
  expect(reloaded.client.getAccount('eip155')).toMatchObject({
    status: 'connected',
    address: walletAccount.address,
  })
  expect(reloaded.connector.getSession()?.topic).toBe(topic)
  expect(reloaded.pairings).toEqual([])
}, 90_000)
