import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FRAME_ORIGIN_NOT_SET_MESSAGE, FRAME_ORIGIN_ONLY_MESSAGE } from '../server/requireFrameOrigin'
import { type Cloud, startCloud } from '../startCloud'
import { type FrameKey, frameFetch, frameProof, newFrameKey } from '../test/frameProof'
import { loginByEmail } from '../test/loginByEmail'
import { persistentDatabase } from '../test/persistentDatabase'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, FRAME_ORIGIN, startTestCloud } from '../test/testCloud'
import { FRAME_PROOF_WINDOW_MS } from './embeddedWalletConstants'
import {
  FRAME_PROOF_REPLAYED_MESSAGE,
  FRAME_PROOF_STALE_MESSAGE,
  FRAME_PROOF_TARGET_MESSAGE,
  FRAME_PROOF_TOKEN_MESSAGE,
  FRAME_PROOF_WRONG_KEY_MESSAGE,
  MISSING_FRAME_PROOF_MESSAGE,
  NO_WALLET_MESSAGE,
} from './embeddedWalletErrors'

let mailbox = 0
const freshEmail = () => `bound${++mailbox}-${Date.now()}@example.com`
const randomShare = () => Buffer.from(crypto.getRandomValues(new Uint8Array(27))).toString('base64url')
const errorOf = async (response: Response) => ((await response.json()) as { error?: string }).error

// The attacker of these tests holds what a script in the host page, or a copy of the frame's traffic, could
// hold: the mailed code and its challenge, or the session token; never the frame's non-extractable key.
describe.each(BACKENDS)("embedded-wallet sessions belong to the secure frame's key on %s", (backend) => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud(backend, {
      smtpUrl: sink.smtpUrl,
      clock: () => nowMs,
      rateLimits: {
        auth: { maxRequests: 1000, windowMs: 60_000 },
        sessions: { maxRequests: 1000, windowMs: 60_000 },
      },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await sink?.close()
  })
  beforeEach(() => {
    nowMs = Date.now()
  })

  const url = (path: string) => cloudUrl(cloud, path)

  /** A code asked by the frame, read from the mail sink: what a person types and a page script may see. */
  async function mailedChallenge(key: FrameKey, email: string) {
    const asked = await frameFetch(key, url('/v1/embedded/email/code'), { method: 'POST', body: { email } })
    expect(asked.status).toBe(200)
    const { challengeId } = (await asked.json()) as { challengeId: string }
    await expect.poll(() => sink.mails(email).length).toBeGreaterThan(0)
    const otp = /\b(\d{6})\b/.exec(sink.mails(email)[0]?.text ?? '')?.[1] ?? ''
    return { challengeId, email, otp }
  }

  /** A frame that logged in and stored its wallet's shares: the session an attacker wants to use. */
  async function loggedInFrame() {
    const login = await loginByEmail(cloud, sink, freshEmail())
    const stored = await frameFetch(login.frameKey, url('/v1/embedded/auth-share'), {
      method: 'PUT',
      token: login.sessionToken,
      body: { authShare: randomShare(), recoveryShare: randomShare() },
    })
    expect(stored.status).toBe(200)
    return login
  }

  /** The token replayed as a Bearer credential, with whatever proof the attacker can make. */
  const attack = (path: string, method: string, token: string, origin: string | null, dpop?: string) =>
    fetch(url(path), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(origin === null ? {} : { origin }),
        ...(dpop === undefined ? {} : { dpop }),
      },
    })

  test("the host page's origin, with the code and the challenge, gets no session", async () => {
    const key = await newFrameKey()
    const challenge = await mailedChallenge(key, freshEmail())
    // The page's script even signs a proof with a key of its own.
    const verified = await frameFetch(await newFrameKey(), url('/v1/embedded/email/verify'), {
      method: 'POST',
      body: challenge,
      origin: DEMO_ORIGIN,
    })
    expect(verified.status).toBe(403)
    expect(await verified.json()).toEqual({ error: FRAME_ORIGIN_ONLY_MESSAGE })
  })

  test('a server (no Origin at all), with the code and the challenge, gets no session', async () => {
    const key = await newFrameKey()
    const challenge = await mailedChallenge(key, freshEmail())
    const verified = await frameFetch(key, url('/v1/embedded/email/verify'), {
      method: 'POST',
      body: challenge,
      origin: null,
    })
    expect(verified.status).toBe(403)
    expect(await errorOf(verified)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
  })

  test('verify without a proof gets no session and leaves the code unspent for the frame', async () => {
    const key = await newFrameKey()
    const challenge = await mailedChallenge(key, freshEmail())
    const bare = await frameFetch(key, url('/v1/embedded/email/verify'), {
      method: 'POST',
      body: challenge,
      proof: null,
    })
    expect(bare.status).toBe(401)
    expect(await errorOf(bare)).toBe(MISSING_FRAME_PROOF_MESSAGE)
    const own = await frameFetch(key, url('/v1/embedded/email/verify'), { method: 'POST', body: challenge })
    expect(own.status).toBe(200)
  })

  const SESSION_CALLS = [
    ['GET', '/v1/embedded/auth-share'],
    ['GET', '/v1/embedded/recovery-share'],
    ['DELETE', '/v1/embedded/session'],
  ] as const

  test.each(SESSION_CALLS)(
    '%s %s: a valid token with no proof, from the page, a server or the frame origin, gets nothing',
    async (method, path) => {
      const { sessionToken } = await loggedInFrame()
      for (const origin of [DEMO_ORIGIN, null, FRAME_ORIGIN]) {
        const refused = await attack(path, method, sessionToken, origin)
        expect(refused.status, `origin ${origin}`).toBeGreaterThanOrEqual(401)
        expect(refused.status).toBeLessThan(404)
      }
      expect(await errorOf(await attack(path, method, sessionToken, FRAME_ORIGIN))).toBe(
        MISSING_FRAME_PROOF_MESSAGE,
      )
    },
  )

  test.each(SESSION_CALLS)('%s %s: a proof signed by another key is refused', async (method, path) => {
    const { sessionToken } = await loggedInFrame()
    const forged = await frameProof(await newFrameKey(), {
      method,
      url: url(path),
      token: sessionToken,
      iatMs: nowMs,
    })
    const refused = await attack(path, method, sessionToken, FRAME_ORIGIN, forged)
    expect(refused.status).toBe(401)
    expect(await errorOf(refused)).toBe(FRAME_PROOF_WRONG_KEY_MESSAGE)
  })

  test.each(SESSION_CALLS)("%s %s: the frame's own proof, replayed, is refused", async (method, path) => {
    const { sessionToken, frameKey } = await loggedInFrame()
    const proof = await frameProof(frameKey, { method, url: url(path), token: sessionToken, iatMs: nowMs })
    // The frame's own call first (a copy of its traffic holds both the token and this proof).
    const own = await attack(path, method, sessionToken, FRAME_ORIGIN, proof)
    expect(own.status).toBe(200)
    const replayed = await attack(path, method, sessionToken, FRAME_ORIGIN, proof)
    expect(replayed.status).toBe(401)
    expect(await errorOf(replayed)).toBe(FRAME_PROOF_REPLAYED_MESSAGE)
  })

  test.each(SESSION_CALLS)(
    '%s %s: a proof dated more than a minute away from now is refused',
    async (method, path) => {
      const { sessionToken, frameKey } = await loggedInFrame()
      for (const iatMs of [nowMs - FRAME_PROOF_WINDOW_MS - 1000, nowMs + FRAME_PROOF_WINDOW_MS + 1000]) {
        const stale = await frameProof(frameKey, { method, url: url(path), token: sessionToken, iatMs })
        const refused = await attack(path, method, sessionToken, FRAME_ORIGIN, stale)
        expect(refused.status).toBe(401)
        expect(await errorOf(refused)).toBe(FRAME_PROOF_STALE_MESSAGE)
      }
      // A proof kept and sent later: the cloud's clock moved past its minute.
      const kept = await frameProof(frameKey, { method, url: url(path), token: sessionToken, iatMs: nowMs })
      nowMs += FRAME_PROOF_WINDOW_MS + 1000
      expect(await errorOf(await attack(path, method, sessionToken, FRAME_ORIGIN, kept))).toBe(
        FRAME_PROOF_STALE_MESSAGE,
      )
    },
  )

  test.each(SESSION_CALLS)(
    '%s %s: a proof made for another URL, method or token is refused',
    async (method, path) => {
      const { sessionToken, frameKey } = await loggedInFrame()
      const other = await loggedInFrame()
      const sign = (claims: { method: string; url: string; token: string }) =>
        frameProof(frameKey, { ...claims, iatMs: nowMs })
      const forOtherUrl = await sign({ method, url: url('/v1/embedded/email/update'), token: sessionToken })
      const forOtherProject = await sign({
        method,
        url: cloudUrl(cloud, path, { projectId: 'another-project' }),
        token: sessionToken,
      })
      const forOtherMethod = await sign({
        method: method === 'GET' ? 'DELETE' : 'GET',
        url: url(path),
        token: sessionToken,
      })
      for (const proof of [forOtherUrl, forOtherProject, forOtherMethod]) {
        const refused = await attack(path, method, sessionToken, FRAME_ORIGIN, proof)
        expect(refused.status).toBe(401)
        expect(await errorOf(refused)).toBe(FRAME_PROOF_TARGET_MESSAGE)
      }
      const forOtherToken = await sign({ method, url: url(path), token: other.sessionToken })
      expect(await errorOf(await attack(path, method, sessionToken, FRAME_ORIGIN, forOtherToken))).toBe(
        FRAME_PROOF_TOKEN_MESSAGE,
      )
    },
  )

  test.each(SESSION_CALLS)(
    "%s %s: the host page's origin gets nothing even with the frame's fresh proof",
    async (method, path) => {
      const { sessionToken, frameKey } = await loggedInFrame()
      const proof = await frameProof(frameKey, { method, url: url(path), token: sessionToken, iatMs: nowMs })
      const refused = await attack(path, method, sessionToken, DEMO_ORIGIN, proof)
      expect(refused.status).toBe(403)
      expect(await errorOf(refused)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
    },
  )

  test("the frame's own calls pass: its origin, its key, a fresh proof each time; sign-out ends the session", async () => {
    const { sessionToken, frameKey } = await loggedInFrame()
    const own = (method: string, path: string) =>
      frameFetch(frameKey, url(path), { method, token: sessionToken })
    expect(Object.keys(await (await own('GET', '/v1/embedded/auth-share')).json())).toEqual(['authShare'])
    expect(Object.keys(await (await own('GET', '/v1/embedded/recovery-share')).json())).toEqual([
      'recoveryShare',
    ])
    expect((await own('DELETE', '/v1/embedded/session')).status).toBe(200)
    expect((await own('GET', '/v1/embedded/auth-share')).status).toBe(401)
  })

  test("CORS lets the frame's origin read the embedded routes, not the host page's", async () => {
    const preflight = (origin: string) =>
      fetch(url('/v1/embedded/auth-share'), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,dpop',
        },
      })
    const frame = await preflight(FRAME_ORIGIN)
    expect(frame.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(frame.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('dpop')
    expect((await preflight(DEMO_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('a cloud started without --frame-origin', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', { frameOrigin: undefined })
  })
  afterAll(async () => {
    await cloud?.close()
  })

  test('answers every embedded-wallet route with a 503 that says what to set', async () => {
    const refused = await frameFetch(await newFrameKey(), cloudUrl(cloud, '/v1/embedded/email/code'), {
      method: 'POST',
      body: { email: freshEmail() },
    })
    expect(refused.status).toBe(503)
    expect(await errorOf(refused)).toBe(FRAME_ORIGIN_NOT_SET_MESSAGE)
  })

  test('a frame origin that is not a bare origin is refused at start, naming the setting', async () => {
    for (const frameOrigin of ['http://127.0.0.1:4100/frame', 'wallet.example.com', 'null'])
      await expect(startTestCloud('pglite', { frameOrigin })).rejects.toThrow(
        `frameOrigin takes the secure frame's origin (scheme, host, port; no path), e.g. https://wallet.example.com, got "${frameOrigin}"`,
      )
  })
})

describe('two cloud instances on one PostgreSQL database, behind one public address', () => {
  const PUBLIC_URL = 'https://wallet-api.example'
  let sink: MailSink
  let clouds: Cloud[] = []
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    const database = await persistentDatabase('postgres', [])
    const start = () =>
      startCloud({
        port: 0,
        host: '127.0.0.1',
        quiet: true,
        database,
        smtpUrl: sink.smtpUrl,
        frameOrigin: FRAME_ORIGIN,
        // Behind one proxy hop: the proof names the public URL, which the proxy forwards.
        trustProxy: 1,
      })
    clouds = [await start(), await start()]
  })
  afterAll(async () => {
    for (const cloud of clouds) await cloud.close()
    await sink?.close()
  })

  test('a proof used on one instance is refused by the other: the used jti is in the shared database', async () => {
    const [first, second] = clouds as [Cloud, Cloud]
    const { sessionToken, frameKey } = await loginByEmail(first, sink, freshEmail())
    const publicUrl = cloudUrl({ ...first, url: PUBLIC_URL }, '/v1/embedded/auth-share')
    const proof = await frameProof(frameKey, { method: 'GET', url: publicUrl, token: sessionToken })
    const through = (cloud: Cloud) =>
      fetch(cloudUrl(cloud, '/v1/embedded/auth-share'), {
        headers: {
          origin: FRAME_ORIGIN,
          authorization: `DPoP ${sessionToken}`,
          dpop: proof,
          'x-forwarded-host': 'wallet-api.example',
          'x-forwarded-proto': 'https',
        },
      })
    // No wallet yet: the proof was taken, and the session found.
    expect(await errorOf(await through(first))).toBe(NO_WALLET_MESSAGE)
    const replayed = await through(second)
    expect(replayed.status).toBe(401)
    expect(await errorOf(replayed)).toBe(FRAME_PROOF_REPLAYED_MESSAGE)
  })
})
