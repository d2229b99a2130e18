import type { AnvilInstance } from '@portico/devnet'
import { createDeployerClient, deployIdRegistry, freePort, registerFid, startAnvil } from '@portico/devnet'
import { type FarcasterRelay, startFarcasterRelay } from '@portico/farcaster-relay'
import { signInAsFarcasterApp } from '@portico/test-wallets'
import type { Address, LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FRAME_ORIGIN_ONLY_MESSAGE } from '../server/requireFrameOrigin'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { FARCASTER_LOGIN_TTL_MS } from './farcasterLoginConstants'
import {
  FARCASTER_BAD_SIGNATURE_MESSAGE,
  FARCASTER_LOGIN_EXPIRED_MESSAGE,
  FARCASTER_LOGIN_UNKNOWN_MESSAGE,
  FARCASTER_NOT_CUSTODY_MESSAGE,
  farcasterMessageInvalidMessage,
} from './farcasterLoginErrors'

/** The secure frame's own origin (port 4100), which asks the cloud. */
const FRAME_ORIGIN = 'http://127.0.0.1:4100'
/** The relay forgets a channel before the cloud's sign-in ends, as Farcaster's hosted relay may. */
const RELAY_CHANNEL_TTL_MS = FARCASTER_LOGIN_TTL_MS / 2

let anvil: AnvilInstance
let idRegistry: Address
beforeAll(async () => {
  anvil = await startAnvil({ name: 'Farcaster test chain', chainId: 31337, port: await freePort() })
  idRegistry = await deployIdRegistry(createDeployerClient(anvil))
})
afterAll(() => anvil?.stop())

/** A Farcaster user: a fresh custody key with a fid in the devnet IdRegistry. */
async function newFarcasterUser(): Promise<{ custody: LocalAccount; fid: bigint }> {
  const custody = privateKeyToAccount(generatePrivateKey())
  const fid = await registerFid({
    farcaster: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, idRegistry },
    custody,
  })
  return { custody, fid }
}

describe.each(BACKENDS)('Sign In With Farcaster on %s', (backend) => {
  let relay: FarcasterRelay
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    relay = await startFarcasterRelay({
      host: '127.0.0.1',
      port: 0,
      channelTtlMs: RELAY_CHANNEL_TTL_MS,
      now: () => nowMs,
    })
    cloud = await startTestCloud(backend, {
      farcaster: { relayUrl: relay.url, idRegistry: { address: idRegistry, rpcUrl: anvil.rpcUrl } },
      clock: () => nowMs,
      rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await relay?.close()
  })
  beforeEach(() => {
    nowMs = Date.now()
  })

  // The secure frame's calls: its origin, and a proof of its key (the session is bound to it).
  const frameKey = newFrameKey()
  const post = async (path: string, body: unknown, origin = FRAME_ORIGIN) =>
    frameFetch(await frameKey, cloudUrl(cloud, path), { method: 'POST', body, origin, iatMs: nowMs })
  /** The frame's "get farcaster uri". */
  async function start() {
    const response = await post('/v1/embedded/farcaster/start', { pageOrigin: DEMO_ORIGIN })
    expect(response.status).toBe(200)
    return (await response.json()) as { uri: string; loginToken: string; expiresAt: string }
  }
  /** The frame's "connect farcaster": one ask after the sign-in. */
  async function collect(loginToken: string) {
    const response = await post('/v1/embedded/farcaster/connect', { loginToken })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  test('the link carries the relay channel, a nonce and the host page as domain and URI', async () => {
    const { uri, expiresAt } = await start()
    const link = new URL(uri)
    expect(link.searchParams.get('channelToken')).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(link.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/)
    expect(link.searchParams.get('domain')).toBe('127.0.0.1:5173')
    expect(link.searchParams.get('siweUri')).toBe(DEMO_ORIGIN)
    expect(Date.parse(expiresAt)).toBe(nowMs + FARCASTER_LOGIN_TTL_MS)
  })

  test('connects the fid whose custody signed: pending, then the user and session, the same user next time', async () => {
    const { custody, fid } = await newFarcasterUser()
    const first = await start()
    expect(await collect(first.loginToken)).toEqual({ status: 200, body: { status: 'pending' } })
    const answered = await signInAsFarcasterApp({
      relayUrl: relay.url,
      uri: first.uri,
      fid,
      signer: custody,
      username: 'alice',
    })
    expect(answered.status).toBe(201)
    const connected = await collect(first.loginToken)
    expect(connected.status).toBe(200)
    expect(connected.body).toMatchObject({
      status: 'connected',
      action: 'CONNECT',
      fid: Number(fid),
      custody: custody.address,
      userName: 'alice',
      isNew: true,
    })
    expect(connected.body.sessionToken).toEqual(expect.any(String))
    // The sign-in is spent: the same token opens nothing again.
    expect(await collect(first.loginToken)).toEqual({
      status: 400,
      body: { error: FARCASTER_LOGIN_UNKNOWN_MESSAGE },
    })

    const second = await start()
    await signInAsFarcasterApp({ relayUrl: relay.url, uri: second.uri, fid, signer: custody })
    const again = await collect(second.loginToken)
    expect(again.body).toMatchObject({ status: 'connected', userId: connected.body.userId, isNew: false })
  })

  test("refuses a message signed by a key that is not the fid's custody, naming it or not", async () => {
    const { fid } = await newFarcasterUser()
    const { custody: someoneElse } = await newFarcasterUser()
    const impostor = privateKeyToAccount(generatePrivateKey())
    // The impostor names their own address: the registry says the fid is someone else's.
    const own = await start()
    await signInAsFarcasterApp({ relayUrl: relay.url, uri: own.uri, fid, signer: impostor })
    expect(await collect(own.loginToken)).toEqual({
      status: 403,
      body: { error: FARCASTER_NOT_CUSTODY_MESSAGE },
    })
    // Another fid's custody signs for this fid.
    const other = await start()
    await signInAsFarcasterApp({ relayUrl: relay.url, uri: other.uri, fid, signer: someoneElse })
    expect(await collect(other.loginToken)).toEqual({
      status: 403,
      body: { error: FARCASTER_NOT_CUSTODY_MESSAGE },
    })
    // The impostor names the victim's custody address, but the signature is not the victim's.
    const { custody: victim, fid: victimFid } = await newFarcasterUser()
    const forged = await start()
    await signInAsFarcasterApp({
      relayUrl: relay.url,
      uri: forged.uri,
      fid: victimFid,
      signer: impostor,
      address: victim.address,
    })
    expect(await collect(forged.loginToken)).toEqual({
      status: 403,
      body: { error: FARCASTER_BAD_SIGNATURE_MESSAGE },
    })
  })

  test('refuses a real custody signature over a message this sign-in did not ask for', async () => {
    const { custody, fid } = await newFarcasterUser()
    const cases: [Parameters<typeof signInAsFarcasterApp>[0]['overrides'], string][] = [
      [{ nonce: 'aaaaaaaaaaaaaaaa' }, 'the nonce is not this sign-in’s'],
      [{ domain: 'evil.example' }, 'domain evil.example is not 127.0.0.1:5173'],
      [{ statement: 'Sign in' }, 'the statement is not "Farcaster Auth"'],
      [{ resources: [`farcaster://fid/${fid + 1n}`] }, `the resource is not farcaster://fid/${fid}`],
      [{ chainId: 1 }, 'chain id 1 is not 10'],
    ]
    for (const [overrides, reason] of cases) {
      const login = await start()
      await signInAsFarcasterApp({ relayUrl: relay.url, uri: login.uri, fid, signer: custody, overrides })
      expect(await collect(login.loginToken)).toEqual({
        status: 400,
        body: { error: farcasterMessageInvalidMessage(reason) },
      })
    }
  })

  test('a sign-in past its time is expired, and so is one whose relay channel is gone', async () => {
    const { custody, fid } = await newFarcasterUser()
    const late = await start()
    nowMs += FARCASTER_LOGIN_TTL_MS
    await signInAsFarcasterApp({ relayUrl: relay.url, uri: late.uri, fid, signer: custody })
    expect(await collect(late.loginToken)).toEqual({
      status: 410,
      body: { error: FARCASTER_LOGIN_EXPIRED_MESSAGE },
    })

    nowMs = Date.now()
    const forgotten = await start()
    nowMs += RELAY_CHANNEL_TTL_MS
    expect(await collect(forgotten.loginToken)).toEqual({
      status: 410,
      body: { error: FARCASTER_LOGIN_EXPIRED_MESSAGE },
    })
  })

  test("only the secure frame's origin, which started a sign-in, collects it", async () => {
    const login = await start()
    const response = await post(
      '/v1/embedded/farcaster/connect',
      { loginToken: login.loginToken },
      DEMO_ORIGIN,
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: FRAME_ORIGIN_ONLY_MESSAGE })
    expect(await collect(login.loginToken)).toEqual({ status: 200, body: { status: 'pending' } })
  })
})
