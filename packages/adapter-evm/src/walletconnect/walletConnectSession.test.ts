import './sessionEnv'
import {
  type AdapterSetup,
  createMemoryStorage,
  createPortico,
  type Pairing,
  type PorticoClient,
  type WalletConnectConnector,
} from '@portico/core'
import { walletConnectPeer } from '@portico/core/wallets'
import { type Relay, startRelay } from '@portico/relay'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@portico/test-wallets'
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../createEvmAdapter'
import { createTestWindow, devnetAccounts, devnetNetworks } from '../test/harness'

const devnet = inject('devnet')
const [l1, l2] = devnetNetworks(devnet)
const ACCOUNT_INDEX = 7
let relay: Relay
let wallet: WalletConnectTestWallet
const connectors: WalletConnectConnector[] = []

/** A page: a client whose EVM adapter lists the shared WalletConnect connector (caught here to close it). */
async function openPage(): Promise<{ client: PorticoClient; evm: EvmAdapter }> {
  const evm = createEvmAdapter({ target: createTestWindow() })
  const setup = evm.setup
  evm.setup = (parameters: AdapterSetup) => {
    if (parameters.walletConnect) connectors.push(parameters.walletConnect)
    return setup(parameters)
  }
  const client = createPortico({
    projectId: 'portico-evm-session',
    relayUrl: relay.url,
    networks: [l1, l2],
    adapters: [evm],
    storage: createMemoryStorage(),
    walletConnectStorage: createMemoryKeyValueStorage(),
  })
  await client.ready
  return { client, evm }
}

function nextPairing(client: PorticoClient): Promise<Pairing> {
  return new Promise((resolve) => {
    const stop = client.stores.connection.subscribe(({ pairing }) => {
      if (!pairing) return
      stop()
      resolve(pairing)
    })
  })
}

function statusBecomes(client: PorticoClient, status: string): Promise<void> {
  return new Promise((resolve) => {
    if (client.getAccount('eip155')?.status === status) return resolve()
    const stop = client.subscribeAccount((account) => {
      if (account?.status !== status) return
      stop()
      resolve()
    }, 'eip155')
  })
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  const key = devnetAccounts()[ACCOUNT_INDEX]?.getHdKey().privateKey
  if (!key) throw new Error(`devnet account ${ACCOUNT_INDEX} missing`)
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [toHex(key)],
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
}, 60_000)

afterAll(async () => {
  for (const connector of connectors) await connector.close()
  await wallet?.close()
  await relay?.close()
})

test('WALLET_CONNECT through the EVM adapter: connect, sign, send on both chains after a switch, and the wallet’s disconnect', async () => {
  const { client, evm } = await openPage()
  expect(client.getConnectors('eip155').map(({ id, type }) => [id, type])).toEqual([
    ['walletConnect', 'WALLET_CONNECT'],
  ])

  const pairing = nextPairing(client)
  const connecting = client.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  await wallet.pair((await pairing).uri)
  await wallet.approveNext()
  await connecting
  const address = wallet.addresses[0] as `0x${string}`
  expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address })
  expect(client.stores.connection.getState().pairing).toBeUndefined()
  // The wallet behind the session, by the name its metadata gives (it sends no icon).
  expect(walletConnectPeer(client)).toEqual({ name: 'Portico Test Wallet' })

  const signature = await evm.signMessage({ connectorId: 'walletConnect', address, message: 'session' })
  expect(await verifyMessage({ address, message: 'session', signature: signature as `0x${string}` })).toBe(
    true,
  )

  for (const network of [l1, l2]) {
    if (network !== l1) await client.switchNetwork(network)
    expect(client.getNetwork('eip155')?.id).toBe(network.id)
    const chain = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await evm.sendTransaction?.({
      connectorId: 'walletConnect',
      caipNetwork: network,
      to: receiver,
      value: parseEther('0.01').toString(),
    })
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.01'))
  }
  expect(wallet.answered.map(({ method, chainId }) => [method, chainId])).toEqual([
    ['personal_sign', 'eip155:31337'],
    ['eth_sendTransaction', 'eip155:31337'],
    ['eth_sendTransaction', 'eip155:31338'],
  ])

  // SPEC §4: the wallet ends the session; the page's account and wagmi's connection go with it.
  const disconnected = statusBecomes(client, 'disconnected')
  await wallet.disconnect()
  await disconnected
  expect(evm.wagmiConfig.state.connections.size).toBe(0)
  await expect(evm.signMessage({ connectorId: 'walletConnect', address, message: 'after' })).rejects.toThrow(
    'Connector not connected',
  )
})
