import type { AnvilInstance } from '@portico/devnet'
import { createDeployerClient, deployIdRegistry, freePort, registerFid, startAnvil } from '@portico/devnet'
import { type FarcasterRelay, startFarcasterRelay } from '@portico/farcaster-relay'
import { signInAsFarcasterApp } from '@portico/test-wallets'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type CloudProcess, startCloudProcess } from '../../../../cloudProcess.shared'
import { NODE_FRAME_ORIGIN, sendFrameOrigin } from '../test/sendFrameOrigin'
import { createFarcasterLoginFlow } from './farcasterLoginFlow'
import { createFrameCloudClient } from './frameCloudClient'
import { FARCASTER_LOGIN_REPLACED_MESSAGE, NO_FARCASTER_LOGIN_STARTED_MESSAGE } from './frameErrors'

/** The demo page (apps/cloud's demo project allows http://127.0.0.1:*). */
const PAGE_ORIGIN = 'http://127.0.0.1:5173'
const RELAY_CHANNEL_TTL_MS = 60_000

let anvil: AnvilInstance
let idRegistry: Address
let relay: FarcasterRelay
let cloud: CloudProcess
let relayNowMs = Date.now()

beforeAll(async () => {
  anvil = await startAnvil({ name: 'Farcaster frame test chain', chainId: 31337, port: await freePort() })
  idRegistry = await deployIdRegistry(createDeployerClient(anvil))
  relay = await startFarcasterRelay({
    host: '127.0.0.1',
    port: 0,
    channelTtlMs: RELAY_CHANNEL_TTL_MS,
    now: () => relayNowMs,
  })
  sendFrameOrigin()
  cloud = await startCloudProcess({
    frameOrigin: NODE_FRAME_ORIGIN,
    args: [
      ...['--farcaster-relay-url', relay.url, '--farcaster-id-registry', idRegistry],
      ...['--farcaster-rpc-url', anvil.rpcUrl],
    ],
  })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await cloud?.stop()
  await relay?.close()
  await anvil?.stop()
})

async function newFarcasterUser() {
  const custody = privateKeyToAccount(generatePrivateKey())
  const fid = await registerFid({
    farcaster: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, idRegistry },
    custody,
  })
  return { custody, fid }
}

/** The frame's flow against the real cloud; each wait also lets the test act once, as time passing would. */
function newFlow(onWait: () => Promise<void> = async () => {}) {
  const cloudClient = createFrameCloudClient({ cloudUrl: cloud.url, projectId: 'portico-demo' })
  return createFarcasterLoginFlow({ cloud: cloudClient, pageOrigin: PAGE_ORIGIN, wait: onWait })
}

describe("the frame's Farcaster sign-in", () => {
  test('waits while the Farcaster app has not answered, then gives the verified fid’s session', async () => {
    const { custody, fid } = await newFarcasterUser()
    let uri = ''
    let waits = 0
    const flow = newFlow(async () => {
      // The person scans the QR after the frame has asked twice.
      if (++waits === 2)
        await signInAsFarcasterApp({ relayUrl: relay.url, uri, fid, signer: custody, username: 'bob' })
    })
    const started = await flow.start()
    uri = started.uri
    expect(new URL(uri).searchParams.get('domain')).toBe('127.0.0.1:5173')
    const connected = await flow.connect()
    expect(waits).toBe(2)
    expect(connected).toMatchObject({
      status: 'connected',
      fid: Number(fid),
      custody: custody.address,
      userName: 'bob',
    })
    // The sign-in is spent: connecting again asks for a new link.
    await expect(flow.connect()).rejects.toThrow(NO_FARCASTER_LOGIN_STARTED_MESSAGE)
  })

  test("refuses an answer signed by a key that is not the fid's custody", async () => {
    const { fid } = await newFarcasterUser()
    const impostor = privateKeyToAccount(generatePrivateKey())
    const flow = newFlow()
    const { uri } = await flow.start()
    await signInAsFarcasterApp({ relayUrl: relay.url, uri, fid, signer: impostor })
    await expect(flow.connect()).rejects.toThrow(
      "The Farcaster sign-in was not signed by the fid's custody address",
    )
  })

  test('ends with the expired sign-in when the relay forgot its channel', async () => {
    const flow = newFlow(async () => {
      relayNowMs += RELAY_CHANNEL_TTL_MS
    })
    await flow.start()
    await expect(flow.connect()).rejects.toThrow('This Farcaster sign-in expired; start again')
  })

  test('a newer link ends the wait for the older one', async () => {
    let flow: ReturnType<typeof newFlow> | undefined
    flow = newFlow(async () => {
      await flow?.start()
    })
    await flow.start()
    await expect(flow.connect()).rejects.toThrow(FARCASTER_LOGIN_REPLACED_MESSAGE)
  })
})
