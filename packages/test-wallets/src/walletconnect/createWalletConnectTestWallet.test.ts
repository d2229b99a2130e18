import { ed25519 } from '@noble/curves/ed25519.js'
import {
  ConnectionRejectedError,
  createWalletConnectRoute,
  RpcReadError,
  type WalletConnectConnectorOptions,
} from '@portico/core'
import { DEVNET_ACCOUNT_BALANCE_ETH, getDevnetAccounts } from '@portico/devnet'
import { base58 } from '@scure/base'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, test } from 'vitest'
import { connectAndApprove } from '../test/openDappConnector'
import { SOLANA_DEVNET, SOLANA_DEVNET_REFERENCE } from '../test/startWalletConnectStack'
import { useWalletConnectStack } from '../test/useWalletConnectStack'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'

const MINUTE_MS = 60_000
const [, walletAccount, receiverAccount] = getDevnetAccounts()
if (!walletAccount || !receiverAccount) throw new Error('devnet accounts missing')
const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello from the devnet' },
} as const
const SOLANA_SECRET_KEY = new Uint8Array(32).fill(7)
const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(SOLANA_SECRET_KEY))
const SESSION_NAMESPACES = {
  eip155: { chainId: 31337, accounts: [{ address: walletAccount.address }] },
  solana: { chainId: SOLANA_DEVNET_REFERENCE, accounts: [{ address: SOLANA_ADDRESS }] },
}
const CLOCK_MS = Date.parse('2026-11-22T04:00:00Z')

const walletConnect = useWalletConnectStack({ accountIndex: 1, solanaSecretKey: SOLANA_SECRET_KEY })
const { stack } = walletConnect
// The page's storage survives a reload; everything else is new on each page.
const dappStorage = createMemoryKeyValueStorage()

const openDapp = (options: Partial<WalletConnectConnectorOptions> = {}) =>
  walletConnect.openDapp({ storage: dappStorage, now: () => CLOCK_MS, ...options })

describe('the WalletConnect connector with the test wallet, over the local relay and devnet', () => {
  // One page for the tests that follow one visit: connect, sign, send, wallet disconnect, reject, reload.
  let page: ReturnType<typeof openDapp> | undefined
  const first = () => {
    page ??= openDapp()
    return page
  }

  test('connect publishes a URI, the wallet approves, and the devnet balance reads through the session', async () => {
    const { connector } = first()
    const { session, pairing } = await connectAndApprove(stack(), first())
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // SPEC §4: the URI was published with its 4-minute expiry.
    expect(pairing.expiresAtMs).toBe(CLOCK_MS + 4 * MINUTE_MS)
    expect(session.namespaces).toEqual(SESSION_NAMESPACES)
    expect(connector.connectors.map(({ id, type, chain }) => [id, type, chain])).toEqual([
      ['walletConnect', 'WALLET_CONNECT', 'eip155'],
      ['walletConnect', 'WALLET_CONNECT', 'solana'],
    ])
    expect(stack().wallet.sessionTopics()).toContain(session.topic)

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
  })

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
  })

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
    expect(stack().wallet.answered.at(-1)).toEqual({ method: 'solana_signMessage', chainId: SOLANA_DEVNET })
  })

  test('eth_sendTransaction of 0.01 ETH through the session moves exactly that to the receiver', async () => {
    const { connector } = first()
    const chain = stack().devnet.chains[0]
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
    expect(stack().wallet.answered.at(-1)).toEqual({ method: 'eth_sendTransaction', chainId: 'eip155:31337' })
  })

  test('the wallet disconnects: every namespace of the session is reported and requests stop', async () => {
    const { connector } = first()
    const topic = connector.getSession()?.topic
    const ended = new Promise((resolve) => connector.onDisconnect(resolve))
    await stack().wallet.disconnect()
    expect(await ended).toEqual({ topic, namespaces: ['eip155', 'solana'], initiator: 'wallet' })
    expect(connector.getSession()).toBeUndefined()
    await expect(
      connector.request({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x00', walletAccount.address],
      }),
    ).rejects.toThrow('Connector not connected')
  })

  test('a rejected proposal is “Connection rejected”; a fresh URI can then be paired and approved', async () => {
    const { connector, pairings } = first()
    const attempt = connector.connect()
    const rejectedPairing = await pairings.next()
    await stack().wallet.pair(rejectedPairing.uri)
    await stack().wallet.rejectNext()
    const error = await attempt.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as Error).message).toBe('Connection rejected')
    expect(connector.getSession()).toBeUndefined()

    const { session, pairing } = await connectAndApprove(stack(), first())
    expect(pairing.uri).not.toBe(rejectedPairing.uri)
    expect(session.namespaces.eip155?.accounts).toEqual([{ address: walletAccount.address }])
  })

  test('a reload (a new connector over the same storage) restores the session with no new pairing', async () => {
    const { connector, pairings } = first()
    const topic = connector.getSession()?.topic
    expect(topic).toBeDefined()
    const pairingsBefore = pairings.published.length
    await connector.close()

    const reloaded = openDapp()
    const restored = await reloaded.connector.restore()
    // The restored session names the wallet behind it, from the metadata it sent.
    expect(restored).toEqual({ topic, namespaces: SESSION_NAMESPACES, peer: { name: 'Portico Test Wallet' } })
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
  })
})
