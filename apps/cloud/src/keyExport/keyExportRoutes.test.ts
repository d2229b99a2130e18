import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { EMAIL_CODE_TTL_MS } from '../emailLogin/emailLoginConstants'
import { CODE_NOT_VALID_MESSAGE, cooldownMessage, wrongCodeMessage } from '../emailLogin/emailLoginErrors'
import {
  FRAME_PROOF_REPLAYED_MESSAGE,
  FRAME_PROOF_WRONG_KEY_MESSAGE,
  MISSING_EMBEDDED_TOKEN_MESSAGE,
  MISSING_FRAME_PROOF_MESSAGE,
} from '../embeddedWallet/embeddedWalletErrors'
import type { Cloud } from '../startCloud'
import { frameFetch, frameProof, newFrameKey } from '../test/frameProof'
import { type EmbeddedLogin, loginByEmail } from '../test/loginByEmail'
import { BACKENDS, cloudUrl, startTestCloud } from '../test/testCloud'

let mailbox = 0
/** A mailbox no other test wrote to. */
const freshEmail = () => `export${++mailbox}-${Date.now()}@example.com`

describe.each(BACKENDS)('key export codes on %s', (backend) => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud(backend, {
      smtpUrl: sink.smtpUrl,
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

  const url = (path: string) => cloudUrl(cloud, path)
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error
  const logIn = (email: string) => loginByEmail(cloud, sink, email, {}, undefined, nowMs)
  const askCode = (login: EmbeddedLogin) =>
    frameFetch(login.frameKey, url('/v1/embedded/export/code'), {
      method: 'POST',
      body: {},
      token: login.sessionToken,
      iatMs: nowMs,
    })
  const spend = (login: EmbeddedLogin, body: { challengeId: string; otp: string }) =>
    frameFetch(login.frameKey, url('/v1/embedded/export/verify'), {
      method: 'POST',
      body,
      token: login.sessionToken,
      iatMs: nowMs,
    })

  /** The code of the newest export mail to `email`, read from the sink as a person would. */
  async function mailedExportCode(email: string): Promise<string> {
    const exportMails = () => sink.mails(email).filter((mail) => /shows the keys/.test(mail.subject))
    await expect.poll(() => exportMails().length).toBeGreaterThan(0)
    const code = /\b(\d{6})\b/.exec(exportMails()[0]?.text ?? '')?.[1]
    if (!code) throw new Error(`no code in the mail: ${exportMails()[0]?.text}`)
    return code
  }

  /** A user logged in by email who asked for an export code (mailed to their address). */
  async function startExport() {
    const email = freshEmail()
    const login = await logIn(email)
    const asked = await askCode(login)
    expect(asked.status).toBe(200)
    const { action, challengeId, expiresAt } = (await asked.json()) as {
      action: string
      challengeId: string
      expiresAt: string
    }
    expect(action).toBe('VERIFY_EXPORT_OTP')
    expect(Date.parse(expiresAt) - nowMs).toBe(EMAIL_CODE_TTL_MS)
    return { email, login, challengeId, otp: await mailedExportCode(email) }
  }

  test('right after a login, the mailed export code is accepted once', async () => {
    const { login, challengeId, otp } = await startExport()
    const spent = await spend(login, { challengeId, otp })
    expect(spent.status).toBe(200)
    expect(await spent.json()).toEqual({ action: 'SHOW_KEYS' })
    const again = await spend(login, { challengeId, otp })
    expect(again.status).toBe(400)
    expect(await errorOf(again)).toBe(CODE_NOT_VALID_MESSAGE)
  })

  test('a wrong code counts down, and the right one still works after it', async () => {
    const { login, challengeId, otp } = await startExport()
    const wrong = otp === '000000' ? '111111' : '000000'
    const refused = await spend(login, { challengeId, otp: wrong })
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toBe(wrongCodeMessage(4))
    expect((await spend(login, { challengeId, otp })).status).toBe(200)
  })

  test('both routes refuse a call without the session, without a proof, or with a replayed proof', async () => {
    const { login, challengeId, otp } = await startExport()
    const body = { challengeId, otp }
    for (const [path, callBody] of [
      ['/v1/embedded/export/code', {}],
      ['/v1/embedded/export/verify', body],
    ] as const) {
      const noToken = await frameFetch(login.frameKey, url(path), {
        method: 'POST',
        body: callBody,
        iatMs: nowMs,
      })
      expect(noToken.status).toBe(401)
      expect(await errorOf(noToken)).toBe(MISSING_EMBEDDED_TOKEN_MESSAGE)
      const noProof = await frameFetch(login.frameKey, url(path), {
        method: 'POST',
        body: callBody,
        token: login.sessionToken,
        proof: null,
      })
      expect(noProof.status).toBe(401)
      expect(await errorOf(noProof)).toBe(MISSING_FRAME_PROOF_MESSAGE)
      // A page that took the token signs with a key of its own: the session is bound to the frame's.
      const otherKey = await newFrameKey()
      const foreign = await frameFetch(otherKey, url(path), {
        method: 'POST',
        body: callBody,
        token: login.sessionToken,
        iatMs: nowMs,
      })
      expect(foreign.status).toBe(401)
      expect(await errorOf(foreign)).toBe(FRAME_PROOF_WRONG_KEY_MESSAGE)
    }
    // A copy of the frame's traffic holds the token and a proof: sent again, the proof is refused.
    const proof = await frameProof(login.frameKey, {
      method: 'POST',
      url: url('/v1/embedded/export/verify'),
      token: login.sessionToken,
      iatMs: nowMs,
    })
    const wrong = otp === '000000' ? '111111' : '000000'
    const first = await frameFetch(login.frameKey, url('/v1/embedded/export/verify'), {
      method: 'POST',
      body: { challengeId, otp: wrong },
      token: login.sessionToken,
      proof,
    })
    expect(await errorOf(first)).toBe(wrongCodeMessage(4))
    const replayed = await frameFetch(login.frameKey, url('/v1/embedded/export/verify'), {
      method: 'POST',
      body,
      token: login.sessionToken,
      proof,
    })
    expect(replayed.status).toBe(401)
    expect(await errorOf(replayed)).toBe(FRAME_PROOF_REPLAYED_MESSAGE)
    // None of the refused calls used the code up.
    expect((await spend(login, body)).status).toBe(200)
  })

  test('a login code does not export, and an export code does not log in', async () => {
    const { email, login, challengeId, otp } = await startExport()
    const loginKey = await newFrameKey()
    const asLogin = await frameFetch(loginKey, url('/v1/embedded/email/verify'), {
      method: 'POST',
      body: { challengeId, email, otp },
      iatMs: nowMs,
    })
    expect(asLogin.status).toBe(400)
    expect(await errorOf(asLogin)).toBe(CODE_NOT_VALID_MESSAGE)

    nowMs += 31_000
    const asked = await frameFetch(loginKey, url('/v1/embedded/email/code'), {
      method: 'POST',
      body: { email },
      iatMs: nowMs,
    })
    const loginChallenge = ((await asked.json()) as { challengeId: string }).challengeId
    await expect
      .poll(() => sink.mails(email).filter((mail) => /login code/.test(mail.subject)).length)
      .toBe(2)
    const loginOtp = /\b(\d{6})\b/.exec(sink.mails(email)[0]?.text ?? '')?.[1] ?? ''
    const asExport = await spend(login, { challengeId: loginChallenge, otp: loginOtp })
    expect(asExport.status).toBe(400)
    expect(await errorOf(asExport)).toBe(CODE_NOT_VALID_MESSAGE)
  })

  test("another user's export code does not open this user's export", async () => {
    const mine = await startExport()
    const theirs = await startExport()
    const refused = await spend(mine.login, { challengeId: theirs.challengeId, otp: theirs.otp })
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toBe(CODE_NOT_VALID_MESSAGE)
  })

  test('export codes keep the cooldown of email codes, apart from the login that just happened', async () => {
    const { login } = await startExport()
    nowMs += 29_900
    const early = await askCode(login)
    expect(early.status).toBe(429)
    expect(await errorOf(early)).toBe(cooldownMessage(1))
    nowMs += 100
    expect((await askCode(login)).status).toBe(200)
  })
})
