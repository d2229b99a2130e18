import { createMemoryStorage, createPortico, type Pairing, type PorticoClient } from '@portico/core'
import { verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { createWalletConnectAdapter } from '../test/createWalletConnectAdapter'
import { SOLANA_DEVNET_REFERENCE } from '../test/startWalletConnectStack'
import { useWalletConnectStack } from '../test/useWalletConnectStack'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'

const walletConnect = useWalletConnectStack({ accountIndex: 3, solanaSecretKey: new Uint8Array(32).fill(9) })
const { stack } = walletConnect
// What survives a reload: the client's localStorage stand-in and WalletConnect's key-value storage.
const porticoStorage = createMemoryStorage()
const walletConnectStorage = createMemoryKeyValueStorage()

/** A page: a Portico client whose eip155 and solana adapters route WALLET_CONNECT to the shared connector. */
function openPage() {
  let client: PorticoClient | undefined
  const dapp = walletConnect.openDapp({
    storage: walletConnectStorage,
    customStoragePrefix: 'portico-wiring',
    // SPEC §4: the connecting view reads the pairing URI and its expiry from the connection store.
    onPairing: (pairing) => {
      dapp.pairings.onPairing(pairing)
      client?.stores.connection.getState().setPairing(pairing)
    },
  })
  const { connector } = dapp
  client = createPortico({
    projectId: 'portico-test',
    networks: stack().networks,
    adapters: [
      createWalletConnectAdapter(connector, 'eip155'),
      createWalletConnectAdapter(connector, 'solana'),
    ],
    storage: porticoStorage,
  })
  return { client, connector, pairings: dapp.pairings.published }
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
  await stack().wallet.pair(pairing.uri)
  await stack().wallet.approveNext()
  await connecting
  expect(first.client.getAccount('eip155')).toMatchObject({
    status: 'connected',
    address: stack().walletAccount.address,
    caipAddress: `eip155:31337:${stack().walletAccount.address}`,
  })
  // SPEC §4: the one session connected solana too, with no second pairing.
  expect(first.client.getAccount('solana')).toMatchObject({
    status: 'connected',
    address: stack().solanaAddress,
    caipAddress: `solana:${SOLANA_DEVNET_REFERENCE}:${stack().solanaAddress}`,
  })
  expect(first.pairings).toHaveLength(1)
  expect(first.client.stores.connection.getState().pairing).toBeUndefined()

  // The adapter's signMessage goes through the session to the wallet's key.
  const message = 'signed through the client'
  const signature = await createWalletConnectAdapter(first.connector, 'eip155').signMessage({
    connectorId: 'walletConnect',
    address: stack().walletAccount.address,
    message,
  })
  expect(
    await verifyMessage({
      address: stack().walletAccount.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)

  // SPEC §4: the wallet ends the session, so the client disconnects every namespace of it.
  const disconnected = Promise.all([
    statusBecomes(first.client, 'eip155', 'disconnected'),
    statusBecomes(first.client, 'solana', 'disconnected'),
  ])
  await stack().wallet.disconnect()
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
  await stack().wallet.pair(secondPairing.uri)
  await stack().wallet.approveNext()
  await again
  const topic = first.connector.getSession()?.topic
  await first.connector.close()

  const reloaded = openPage()
  await reloaded.client.ready
  expect(reloaded.client.getAccount('eip155')).toMatchObject({
    status: 'connected',
    address: stack().walletAccount.address,
  })
  expect(reloaded.connector.getSession()?.topic).toBe(topic)
  expect(reloaded.pairings).toEqual([])
})
