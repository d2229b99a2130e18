import '../test/walletConnectEnv'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  ConnectionRejectedError,
  createWalletConnectConnector,
  createWalletConnectRoute,
  defineNetwork,
  isPairingExpired,
  type Network,
  PairingReplacedError,
  RpcReadError,
  shouldRenewPairing,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from '@portico/core'
import { DEVNET_ACCOUNT_BALANCE_ETH, type Devnet, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { type Relay, startRelay } from '@portico/relay'
import { base58 } from '@scure/base'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createPairingQueue } from '../test/createPairingQueue'
import { freePort } from '../test/freePort'
import { guardOutsideRequests } from '../test/outsideRequestGuard'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './createWalletConnectTestWallet'

const guard = guardOutsideRequests()
const MINUTE_MS = 60_000
const [, walletAccount, receiverAccount] = getDevnetAccounts()
if (!walletAccount || !receiverAccount) throw new Error('devnet accounts missing')
const WALLET_KEY = toHex(walletAccount.getHdKey().privateKey ?? new Uint8Array())
const DAPP_METADATA = {
  name: 'Portico test dapp',
  description: 'WalletConnect end to end',
  url: 'http://127.0.0.1',
  icons: [],
}
const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello from the devnet' },
} as const

// A fixed test key: Solana signing needs no chain, so the session's solana namespace uses a local RPC URL nobody calls.
const SOLANA_SECRET_KEY = new Uint8Array(32).fill(7)
const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(SOLANA_SECRET_KEY))
const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_DEVNET = `solana:${SOLANA_DEVNET_REFERENCE}`
const MOBILE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

const SESSION_NAMESPACES = {
  eip155: { chainId: 31337, accounts: [{ address: walletAccount.address }] },
  solana: { chainId: SOLANA_DEVNET_REFERENCE, accounts: [{ address: SOLANA_ADDRESS }] },
}

let relay: Relay
let devnet: Devnet
let networks: Network[]
let wallet: WalletConnectTestWallet
const connectors: WalletConnectConnector[] = []
const dappStorage = createMemoryKeyValueStorage()
let clockMs = Date.parse('2026-11-22T04:00:00Z')

function devnetNetwork(chain: Devnet['chains'][number]): Network {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}

/** A dapp page: a connector over the one dapp storage, on the fake clock, with its pairings queued. */
function openDapp(overrides: Partial<WalletConnectConnectorOptions> = {}) {
  const pairings = createPairingQueue()
  const connector = createWalletConnectConnector({
    projectId: 'portico-test',
    relayUrl: relay.url,
    metadata: DAPP_METADATA,
    networks,
    storage: dappStorage,
    customStoragePrefix: 'portico-dapp',
    isLocalStack: true,
    onPairing: pairings.onPairing,
    now: () => clockMs,
    ...overrides,
  })
  connectors.push(connector)
  return { connector, pairings }
}

async function connectAndApprove(dapp: ReturnType<typeof openDapp>) {
  const connecting = dapp.connector.connect()
  const pairing = await dapp.pairings.next()
  await wallet.pair(pairing.uri)
  await wallet.approveNext()
  return { session: await connecting, pairing }
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  devnet = await startDevnet({ ports: { l1: await freePort(), l2: await freePort() } })
  const solanaNetwork = defineNetwork({
    id: SOLANA_DEVNET_REFERENCE,
    name: 'Solana Devnet (local)',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${await freePort()}`] } },
    testnet: true,
  })
  networks = [...devnet.chains.map(devnetNetwork), solanaNetwork]
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [WALLET_KEY as Hex],
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    solana: { secretKeys: [SOLANA_SECRET_KEY], chains: [SOLANA_DEVNET] },
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

describe('the WalletConnect connector with the test wallet, over the local relay and devnet', () => {
  // One page for the tests that follow one visit: connect, sign, send, wallet disconnect, reject, reload.
  let page: ReturnType<typeof openDapp> | undefined
  const first = () => {
    page ??= openDapp()
    return page
  }

  test('connect publishes a URI, the wallet approves, and the devnet balance reads through the session', async () => {
    const { connector } = first()
    const { session, pairing } = await connectAndApprove(first())
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // SPEC §4: the URI was published with its 4-minute expiry.
    expect(pairing.expiresAtMs).toBe(clockMs + 4 * MINUTE_MS)
    expect(session.namespaces).toEqual(SESSION_NAMESPACES)
    expect(connector.connectors.map(({ id, type, chain }) => [id, type, chain])).toEqual([
      ['walletConnect', 'WALLET_CONNECT', 'eip155'],
      ['walletConnect', 'WALLET_CONNECT', 'solana'],
    ])
    expect(wallet.sessionTopics()).toContain(session.topic)

    const balance = await connector.request<Hex>({
      chainId: 'eip155:31337',
      method: 'eth_getBalance',
      params: [walletAccount.address, 'latest'],
    })
    expect(BigInt(balance)).toBe(parseEther(String(DEVNET_ACCOUNT_BALANCE_ETH)))
    // Reads go to the RPC of the chain asked for, not the session's default chain.
    for (const chainId of [31337, 31338]) {
      const version = await connector.request<string>({
        chainId: `eip155:${chainId}`,
        method: 'net_version',
        params: [],
      })
      expect(version).toBe(String(chainId))
    }
    await expect(
      connector.request({ chainId: 'eip155:31337', method: 'eth_noSuchMethod', params: [] }),
    ).rejects.toBeInstanceOf(RpcReadError)
  }, 60_000)

  test('personal_sign and eth_signTypedData_v4 through the session verify with viem', async () => {
    const { connector } = first()
    const message = 'Sign in to Portico on the devnet'
    const signature = await connector.request<Hex>({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex(message), walletAccount.address],
    })
    expect(await verifyMessage({ address: walletAccount.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: receiverAccount.address, message, signature })).toBe(false)

    const typedSignature = await connector.request<Hex>({
      chainId: 'eip155:31337',
      method: 'eth_signTypedData_v4',
      params: [walletAccount.address, JSON.stringify(TYPED_DATA)],
    })
    expect(
      await verifyTypedData({ address: walletAccount.address, ...TYPED_DATA, signature: typedSignature }),
    ).toBe(true)
  }, 60_000)

  test('the same session signs on solana: solana_signMessage verifies with ed25519', async () => {
    const { connector } = first()
    const message = 'Sign in to Portico on Solana'
    const signature = await createWalletConnectRoute(connector, 'solana').signMessage({
      address: SOLANA_ADDRESS,
      message,
    })
    const bytes = new TextEncoder().encode(message)
    expect(ed25519.verify(base58.decode(signature), bytes, base58.decode(SOLANA_ADDRESS))).toBe(true)
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('another'),
        base58.decode(SOLANA_ADDRESS),
      ),
    ).toBe(false)
    expect(wallet.answered.at(-1)).toEqual({ method: 'solana_signMessage', chainId: SOLANA_DEVNET })
  }, 60_000)

  test('eth_sendTransaction of 0.01 ETH through the session moves exactly that to the receiver', async () => {
    const { connector } = first()
    const chain = devnet.chains[0]
    if (!chain) throw new Error('devnet L1 missing')
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await publicClient.getBalance({ address: receiverAccount.address })
    const amount = parseEther('0.01')

    const hash = await connector.request<Hex>({
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from: walletAccount.address, to: receiverAccount.address, value: toHex(amount) }],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(walletAccount.address.toLowerCase())
    expect(await publicClient.getBalance({ address: receiverAccount.address })).toBe(before + amount)
    expect(wallet.answered.at(-1)).toEqual({ method: 'eth_sendTransaction', chainId: 'eip155:31337' })
  }, 60_000)

  test('the wallet disconnects: every namespace of the session is reported and requests stop', async () => {
    const { connector } = first()
    const topic = connector.getSession()?.topic
    const ended = new Promise((resolve) => connector.onDisconnect(resolve))
    await wallet.disconnect()
    expect(await ended).toEqual({ topic, namespaces: ['eip155', 'solana'], initiator: 'wallet' })
    expect(connector.getSession()).toBeUndefined()
    await expect(
      connector.request({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x00', walletAccount.address],
      }),
    ).rejects.toThrow('Connector not connected')
  }, 60_000)

  test('a rejected proposal is “Connection rejected”; a fresh URI can then be paired and approved', async () => {
    const { connector, pairings } = first()
    const attempt = connector.connect()
    const rejectedPairing = await pairings.next()
    await wallet.pair(rejectedPairing.uri)
    await wallet.rejectNext()
    const error = await attempt.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as Error).message).toBe('Connection rejected')
    expect(connector.getSession()).toBeUndefined()

    const { session, pairing } = await connectAndApprove(first())
    expect(pairing.uri).not.toBe(rejectedPairing.uri)
    expect(session.namespaces.eip155?.accounts).toEqual([{ address: walletAccount.address }])
  }, 60_000)

  test('a reload (a new connector over the same storage) restores the session with no new pairing', async () => {
    const { connector, pairings } = first()
    const topic = connector.getSession()?.topic
    expect(topic).toBeDefined()
    const pairingsBefore = pairings.published.length
    await connector.close()

    const reloaded = openDapp()
    const restored = await reloaded.connector.restore()
    expect(restored).toEqual({ topic, namespaces: SESSION_NAMESPACES })
    expect(reloaded.pairings.published).toEqual([])
    expect(pairings.published.length).toBe(pairingsBefore)

    // The restored session is live: the wallet still answers through it.
    const message = 'still connected after a reload'
    const signature = await reloaded.connector.request<Hex>({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex(message), walletAccount.address],
    })
    expect(await verifyMessage({ address: walletAccount.address, message, signature })).toBe(true)
  }, 60_000)

  test('a URI published on the fake clock is expired at 4 min and 3 min 51 s, not at 3 min 49 s (SPEC §4)', async () => {
    const { connector, pairings } = openDapp({
      storage: createMemoryKeyValueStorage(),
      customStoragePrefix: 'portico-dapp-expiry',
    })
    const publishedAt = clockMs
    const attempt = connector.connect()
    const pairing = await pairings.next()
    expect(isPairingExpired(pairing, publishedAt + 4 * MINUTE_MS)).toBe(true)
    expect(isPairingExpired(pairing, publishedAt + 3 * MINUTE_MS + 51_000)).toBe(true)
    expect(isPairingExpired(pairing, publishedAt + 3 * MINUTE_MS + 49_000)).toBe(false)
    // Settle the offer so nothing is left pending: the wallet declines it.
    await wallet.pair(pairing.uri)
    await wallet.rejectNext()
    await expect(attempt).rejects.toThrow('Connection rejected')
  }, 60_000)

  test('on mobile Safari an expired URI is renewed: the old offer ends with PairingReplacedError, the new one connects', async () => {
    const { connector, pairings } = openDapp({
      storage: createMemoryKeyValueStorage(),
      customStoragePrefix: 'portico-dapp-renewal',
    })
    const firstAttempt = connector.connect()
    const firstPairing = await pairings.next()
    clockMs += 4 * MINUTE_MS
    // SPEC §4: on mobile Safari or Telegram an expired pairing starts a new one.
    expect(shouldRenewPairing(firstPairing, clockMs, { userAgent: MOBILE_SAFARI })).toBe(true)

    const secondAttempt = connector.connect()
    await expect(firstAttempt).rejects.toBeInstanceOf(PairingReplacedError)
    const secondPairing = await pairings.next()
    expect(secondPairing.uri).not.toBe(firstPairing.uri)
    expect(secondPairing.expiresAtMs).toBe(clockMs + 4 * MINUTE_MS)
    // The replaced offer never cleared the new URI from view.
    expect(pairings.history).toEqual([firstPairing, secondPairing])

    await wallet.pair(secondPairing.uri)
    await wallet.approveNext()
    expect((await secondAttempt).namespaces.eip155?.accounts).toEqual([{ address: walletAccount.address }])
    expect(pairings.history).toEqual([firstPairing, secondPairing, undefined])
  }, 60_000)
})
