import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FRAME_ORIGIN_ONLY_MESSAGE } from '../server/requireFrameOrigin'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { loginByEmail } from '../test/loginByEmail'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, FRAME_ORIGIN, startTestCloud } from '../test/testCloud'
import { EMBEDDED_SESSION_MS, RECOVERY_LOGIN_WINDOW_MS } from './embeddedWalletConstants'
import {
  INVALID_EMBEDDED_TOKEN_MESSAGE,
  MISSING_EMBEDDED_TOKEN_MESSAGE,
  NO_WALLET_MESSAGE,
  RECOVERY_NEEDS_FRESH_LOGIN_MESSAGE,
  SHARES_EXIST_MESSAGE,
  SHARES_IDENTICAL_MESSAGE,
} from './embeddedWalletErrors'

const OTHER_PROJECT = { id: 'other-project', name: 'Other', allowedOrigins: [DEMO_ORIGIN] }
let mailbox = 0
const freshEmail = () => `wallet${++mailbox}-${Date.now()}@example.com`
const randomShare = () => Buffer.from(crypto.getRandomValues(new Uint8Array(27))).toString('base64url')

describe.each(BACKENDS)('embedded-wallet shares and sessions on %s', (backend) => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud(backend, {
      smtpUrl: sink.smtpUrl,
      projects: [OTHER_PROJECT],
      clock: () => nowMs,
      rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await sink?.close()
  })
  beforeEach(() => {
    nowMs = Date.now()
  })

  // One secure frame logs in every user of this file: each session is bound to its key, and each call
  // carries a fresh proof of it (frameBoundSessions.test.ts plays the callers without it).
  const frameKey = newFrameKey()
  type CallOptions = { token?: string; origin?: string; query?: Record<string, string> }
  const call = async (
    method: string,
    path: string,
    { token, origin = FRAME_ORIGIN, query = {} }: CallOptions,
    body?: unknown,
  ) =>
    frameFetch(await frameKey, cloudUrl(cloud, path, query), {
      method,
      origin,
      iatMs: nowMs,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    })
  const putShares = (options: CallOptions, authShare = randomShare(), recoveryShare = randomShare()) =>
    call('PUT', '/v1/embedded/auth-share', options, { authShare, recoveryShare })
  const getShare = (kind: 'auth' | 'recovery', options: CallOptions) =>
    call('GET', `/v1/embedded/${kind}-share`, options)
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error
  const login = async (email: string, query?: Record<string, string>) =>
    loginByEmail(cloud, sink, email, query, await frameKey, nowMs)

  test('verify opens a session; the first device stores the shares, a new device after a new login reads them', async () => {
    const email = freshEmail()
    const first = await login(email)
    expect(first.isNew).toBe(true)
    expect(first.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(first.sessionExpiresAt).getTime()).toBe(nowMs + EMBEDDED_SESSION_MS)

    expect(await errorOf(await getShare('auth', { token: first.sessionToken }))).toBe(NO_WALLET_MESSAGE)
    const authShare = randomShare()
    const recoveryShare = randomShare()
    const stored = await putShares({ token: first.sessionToken }, authShare, recoveryShare)
    expect(stored.status).toBe(200)
    expect(await stored.json()).toEqual({ success: true })
    expect(await (await getShare('auth', { token: first.sessionToken })).json()).toEqual({ authShare })

    // A new device: the old session is not there, a new login is.
    nowMs += 31_000
    const second = await login(email)
    expect(second).toMatchObject({ userId: first.userId, isNew: false })
    expect(second.sessionToken).not.toBe(first.sessionToken)
    expect(await (await getShare('auth', { token: second.sessionToken })).json()).toEqual({ authShare })
    expect(await (await getShare('recovery', { token: second.sessionToken })).json()).toEqual({
      recoveryShare,
    })
  })

  test('the recovery share needs a login of the last 10 minutes; the auth share lasts the session', async () => {
    const { sessionToken: token } = await login(freshEmail())
    expect((await putShares({ token })).status).toBe(200)
    nowMs += RECOVERY_LOGIN_WINDOW_MS
    expect((await getShare('recovery', { token })).status).toBe(200)
    nowMs += 1
    const late = await getShare('recovery', { token })
    expect(late.status).toBe(403)
    expect(await errorOf(late)).toBe(RECOVERY_NEEDS_FRESH_LOGIN_MESSAGE)
    expect((await getShare('auth', { token })).status).toBe(200)
  })

  test('a second store is refused, even from a new session: the wallet cannot be replaced', async () => {
    const email = freshEmail()
    const { sessionToken } = await login(email)
    const authShare = randomShare()
    await putShares({ token: sessionToken }, authShare)
    const again = await putShares({ token: sessionToken })
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toBe(SHARES_EXIST_MESSAGE)
    nowMs += 31_000
    const stolen = await login(email)
    const racing = await Promise.all([
      putShares({ token: stolen.sessionToken }),
      putShares({ token: stolen.sessionToken }),
    ])
    expect(racing.map((answer) => answer.status)).toEqual([409, 409])
    expect(await (await getShare('auth', { token: stolen.sessionToken })).json()).toEqual({ authShare })
  })

  test('two first devices at once: one wallet is stored, the other told', async () => {
    const { sessionToken: token } = await login(freshEmail())
    const answers = await Promise.all([putShares({ token }), putShares({ token }), putShares({ token })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
  })

  test("each session reads its own user's shares only; nothing names another user", async () => {
    const alice = await login(freshEmail())
    const bob = await login(freshEmail())
    const aliceShare = randomShare()
    await putShares({ token: alice.sessionToken }, aliceShare)
    expect(await errorOf(await getShare('auth', { token: bob.sessionToken }))).toBe(NO_WALLET_MESSAGE)
    // A user id in the query or body is no way in: the routes read the user from the session alone.
    const probing = await getShare('auth', { token: bob.sessionToken, query: { userId: alice.userId } })
    expect(probing.status).toBe(404)
    const bobShare = randomShare()
    await putShares({ token: bob.sessionToken }, bobShare)
    expect(await (await getShare('auth', { token: bob.sessionToken })).json()).toEqual({
      authShare: bobShare,
    })
    expect(await (await getShare('auth', { token: alice.sessionToken })).json()).toEqual({
      authShare: aliceShare,
    })
  })

  test('missing, forged, expired, signed-out and other-project sessions are refused', async () => {
    const { sessionToken: token } = await login(freshEmail())
    await putShares({ token })
    const missing = await getShare('auth', {})
    expect(missing.status).toBe(401)
    expect(await errorOf(missing)).toBe(MISSING_EMBEDDED_TOKEN_MESSAGE)
    for (const forged of [randomShare(), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const answer = await getShare('auth', { token: forged })
      expect(answer.status).toBe(401)
      expect(await errorOf(answer)).toBe(INVALID_EMBEDDED_TOKEN_MESSAGE)
    }
    // The same token in another project of the same origin is no session there.
    expect((await getShare('auth', { token, query: { projectId: OTHER_PROJECT.id } })).status).toBe(401)
    const other = await login(freshEmail(), { projectId: OTHER_PROJECT.id })
    expect((await getShare('auth', { token: other.sessionToken })).status).toBe(401)

    nowMs += EMBEDDED_SESSION_MS
    const expired = await getShare('auth', { token })
    expect(expired.status).toBe(401)
    expect(await errorOf(expired)).toBe(INVALID_EMBEDDED_TOKEN_MESSAGE)
    expect((await putShares({ token })).status).toBe(401)
  })

  test('sign-out ends the session at once', async () => {
    const { sessionToken: token } = await login(freshEmail())
    await putShares({ token })
    const signedOut = await call('DELETE', '/v1/embedded/session', { token })
    expect(signedOut.status).toBe(200)
    expect(await signedOut.json()).toEqual({ success: true })
    for (const kind of ['auth', 'recovery'] as const) {
      expect(await errorOf(await getShare(kind, { token }))).toBe(INVALID_EMBEDDED_TOKEN_MESSAGE)
    }
    expect((await call('DELETE', '/v1/embedded/session', { token })).status).toBe(401)
  })

  test("an origin other than the secure frame's (the project's page included) is refused, even with a good session", async () => {
    const { sessionToken: token } = await login(freshEmail())
    for (const origin of ['https://evil.example', DEMO_ORIGIN])
      for (const answer of [
        await putShares({ token, origin }),
        await getShare('auth', { token, origin }),
        await call('DELETE', '/v1/embedded/session', { token, origin }),
      ]) {
        expect(answer.status).toBe(403)
        expect(await errorOf(answer)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
      }
    expect(await errorOf(await getShare('auth', { token }))).toBe(NO_WALLET_MESSAGE)
  })

  test('malformed or identical shares are refused before anything is stored', async () => {
    const { sessionToken: token } = await login(freshEmail())
    const same = randomShare()
    const identical = await putShares({ token }, same, same)
    expect(identical.status).toBe(400)
    expect(await errorOf(identical)).toBe(SHARES_IDENTICAL_MESSAGE)
    expect((await putShares({ token }, 'not base64url!', randomShare())).status).toBe(400)
    expect((await putShares({ token }, 'A'.repeat(129), randomShare())).status).toBe(400)
    expect((await putShares({ token }, randomShare(), 'short')).status).toBe(400)
    expect(await errorOf(await getShare('auth', { token }))).toBe(NO_WALLET_MESSAGE)
  })

  test('the CORS preflight lets the secure frame PUT and DELETE with its token and proof', async () => {
    const preflight = await fetch(cloudUrl(cloud, '/v1/embedded/auth-share'), {
      method: 'OPTIONS',
      headers: {
        origin: FRAME_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,dpop',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })
})
