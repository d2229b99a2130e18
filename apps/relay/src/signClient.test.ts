import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type Relay, startRelay } from './startRelay'
import {
  ADDRESS,
  answerPersonalSign,
  CHAIN,
  closeSdkClients,
  createSdkClient,
  OPTIONAL_NAMESPACES,
  pairSdkClients,
} from './test/sdkClients'

const guard = guardOutsideRequests()
let relay: Relay

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
})

afterEach(() => {
  expect(guard.outside).toEqual([])
})

afterAll(async () => {
  await closeSdkClients()
  await relay?.close()
  guard.restore()
})

test('a sign-client dapp and wallet pair, settle, round-trip personal_sign and the wallet’s disconnect reaches the dapp', async () => {
  const { dapp, wallet, session } = await pairSdkClients(relay.url)
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
})

test('a wallet that rejects the proposal makes the dapp’s approval promise reject', async () => {
  const dapp = await createSdkClient('dapp', relay.url)
  const wallet = await createSdkClient('wallet', relay.url)
  wallet.on('session_proposal', async (proposal) => {
    await wallet.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces: OPTIONAL_NAMESPACES })
  if (!uri) throw new Error('connect() gave no pairing URI')
  const settled = approval()
  await wallet.pair({ uri })
  await expect(settled).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  expect(dapp.session.getAll()).toEqual([])
})

test('a wallet whose socket is killed mid-session reconnects and still gets the request sent meanwhile', async () => {
  const { dapp, wallet, session } = await pairSdkClients(relay.url)
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
})
