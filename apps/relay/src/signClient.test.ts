import { SignClient } from '@walletconnect/sign-client'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type Relay, startRelay } from './startRelay'
import { createMemoryStorage } from './test/memoryStorage'
import { guardOutsideRequests } from './test/outsideRequestGuard'

// The SDK's own switch for tests: Verify (verify.walletconnect.org) and the INIT event (pulse) are
// skipped when IS_VITEST is "true"; telemetryEnabled: false stops the rest of pulse.
process.env.IS_VITEST = 'true'

const CHAIN = 'eip155:31337'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const guard = guardOutsideRequests()
let relay: Relay
let clientCount = 0
const clients: Array<InstanceType<typeof SignClient>> = []

async function createClient(role: 'dapp' | 'wallet') {
  const client = await SignClient.init({
    projectId: 'portico-relay-test',
    relayUrl: relay.url,
    customStoragePrefix: `${role}-${++clientCount}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: `Portico ${role}`,
      description: `Portico relay test ${role}`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  clients.push(client)
  return client
}

type Namespaces = Parameters<InstanceType<typeof SignClient>['approve']>[0]['namespaces']

const namespaces: Namespaces = {
  eip155: {
    chains: [CHAIN],
    accounts: [`${CHAIN}:${ADDRESS}`],
    methods: ['personal_sign'],
    events: ['accountsChanged'],
  },
}

/** Dapp connect → wallet pair → wallet approves: the settled session as each side sees it. */
async function pair() {
  const dapp = await createClient('dapp')
  const wallet = await createClient('wallet')
  wallet.on('session_proposal', async (proposal) => {
    await wallet.approve({ id: proposal.id, namespaces })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] },
    },
  })
  if (!uri) throw new Error('connect() gave no pairing URI')
  await wallet.pair({ uri })
  const session = await approval()
  return { dapp, wallet, session }
}

/** The wallet answers personal_sign with a value derived from the params, so the dapp can check it. */
function answerPersonalSign(wallet: InstanceType<typeof SignClient>) {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message, address] = params.request.params as [string, string]
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed:${message}:${address}` } })
  })
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
})

afterEach(() => {
  expect(guard.outside).toEqual([])
})

afterAll(async () => {
  for (const client of clients) {
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose().catch(() => undefined)
  }
  await relay?.close()
  guard.restore()
})

test('a sign-client dapp and wallet pair, settle, round-trip personal_sign and the wallet’s disconnect reaches the dapp', async () => {
  const { dapp, wallet, session } = await pair()
  expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ADDRESS}`])
  expect(wallet.session.get(session.topic).topic).toBe(session.topic)

  answerPersonalSign(wallet)
  const result = await dapp.request<string>({
    topic: session.topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
  })
  expect(result).toBe(`signed:0x68656c6c6f:${ADDRESS}`)

  const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
  await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
  expect((await deleted).topic).toBe(session.topic)
  expect(dapp.session.getAll().map((s) => s.topic)).not.toContain(session.topic)
}, 60_000)

test('a wallet that rejects the proposal makes the dapp’s approval promise reject', async () => {
  const dapp = await createClient('dapp')
  const wallet = await createClient('wallet')
  wallet.on('session_proposal', async (proposal) => {
    await wallet.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] },
    },
  })
  if (!uri) throw new Error('connect() gave no pairing URI')
  const settled = approval()
  await wallet.pair({ uri })
  await expect(settled).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  expect(dapp.session.getAll()).toEqual([])
}, 60_000)

test('a wallet whose socket is killed mid-session reconnects and still gets the request sent meanwhile', async () => {
  const { dapp, wallet, session } = await pair()
  answerPersonalSign(wallet)
  const reconnected = new Promise<void>((resolve) =>
    wallet.core.relayer.once('relayer_connect', () => resolve()),
  )
  const socket = (wallet.core.relayer.provider.connection as unknown as { socket: { terminate(): void } })
    .socket
  socket.terminate()

  // Published (and acknowledged by the relay) while the wallet has no socket.
  const result = dapp.request<string>({
    topic: session.topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: ['0x6279652d627965', ADDRESS] },
  })
  await reconnected
  expect(await result).toBe(`signed:0x6279652d627965:${ADDRESS}`)
}, 60_000)
