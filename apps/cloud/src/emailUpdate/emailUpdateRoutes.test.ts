import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { EMAIL_CODE_TTL_MS } from '../emailLogin/emailLoginConstants'
import {
  CODE_BURNT_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  cooldownMessage,
  INVALID_EMAIL_MESSAGE,
  wrongCodeMessage,
} from '../emailLogin/emailLoginErrors'
import { MISSING_EMBEDDED_TOKEN_MESSAGE } from '../embeddedWallet/embeddedWalletErrors'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { loginByEmail } from '../test/loginByEmail'
import { BACKENDS, cloudUrl, startTestCloud } from '../test/testCloud'
import {
  EMAIL_UPDATE_PRIMARY_DONE_MESSAGE,
  EMAIL_UPDATE_PRIMARY_FIRST_MESSAGE,
  EMAIL_UPDATE_SAME_MESSAGE,
  EMAIL_UPDATE_TAKEN_MESSAGE,
  EMAIL_UPDATE_UNKNOWN_MESSAGE,
} from './emailUpdateErrors'

let mailbox = 0
/** A mailbox no other test wrote to. */
const freshEmail = () => `update${++mailbox}-${Date.now()}@example.com`

describe.each(BACKENDS)('email update on %s', (backend) => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud(backend, {
      smtpUrl: sink.smtpUrl,
      clock: () => nowMs,
      // The per-address limit is the email codes' (emailLoginRoutes.test.ts); many requests come from here.
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

  // One secure frame logs in every user of this file: each session is bound to its key.
  const frameKey = newFrameKey()
  const post = async (path: string, body: unknown, token?: string) =>
    frameFetch(await frameKey, cloudUrl(cloud, path), {
      method: 'POST',
      body,
      iatMs: nowMs,
      ...(token ? { token } : {}),
    })
  const logIn = async (email: string) => loginByEmail(cloud, sink, email, {}, await frameKey, nowMs)
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error
  const primary = (token: string, updateId: string, otp: string) =>
    post('/v1/embedded/email/update/primary', { updateId, otp }, token)
  const secondary = (token: string, updateId: string, otp: string) =>
    post('/v1/embedded/email/update/secondary', { updateId, otp }, token)

  /** The code of the newest mail to `email` whose subject matches, read from the sink as a person would. */
  async function mailedCode(email: string, subject: RegExp): Promise<string> {
    await expect
      .poll(() => sink.mails(email).filter((mail) => subject.test(mail.subject)).length)
      .toBeGreaterThan(0)
    const mail = sink.mails(email).find((candidate) => subject.test(candidate.subject))
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    if (!code) throw new Error(`no code in the mail: ${mail?.text}`)
    return code
  }
  const currentCode = (email: string) => mailedCode(email, /confirms changing/)
  const newCode = (email: string) => mailedCode(email, /confirms your new/)

  /** A user logged in by email, and an email change to a fresh address started (the codes mailed). */
  async function startUpdate() {
    const email = freshEmail()
    const login = await logIn(email)
    const next = freshEmail()
    const started = await post('/v1/embedded/email/update', { email: next }, login.sessionToken)
    expect(started.status).toBe(200)
    const { action, updateId, expiresAt } = (await started.json()) as {
      action: string
      updateId: string
      expiresAt: string
    }
    expect(action).toBe('VERIFY_PRIMARY_OTP')
    expect(Date.parse(expiresAt) - nowMs).toBe(EMAIL_CODE_TTL_MS)
    return { email, next, login, updateId, token: login.sessionToken }
  }

  test('right after a login, both codes in order change the email: the new one logs in to the same user', async () => {
    const { email, next, login, updateId, token } = await startUpdate()
    // The current address is told where the email goes; the new one gets its own code.
    expect(sink.mails(email)[0]?.text).toContain(next)
    expect(await errorOf(await secondary(token, updateId, await newCode(next)))).toBe(
      EMAIL_UPDATE_PRIMARY_FIRST_MESSAGE,
    )
    const confirmed = await primary(token, updateId, await currentCode(email))
    expect(await confirmed.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await errorOf(await primary(token, updateId, await currentCode(email)))).toBe(
      EMAIL_UPDATE_PRIMARY_DONE_MESSAGE,
    )
    const changed = await secondary(token, updateId, await newCode(next))
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ email: next })
    expect(await errorOf(await secondary(token, updateId, await newCode(next)))).toBe(
      EMAIL_UPDATE_UNKNOWN_MESSAGE,
    )
    nowMs += 31_000
    expect(await logIn(next)).toMatchObject({ userId: login.userId, isNew: false })
    // The old address no longer opens this wallet: it would be a new user.
    expect(await logIn(email)).toMatchObject({ isNew: true })
  })

  test('wrong codes count down and the fifth burns the code; the current address code is not the new one', async () => {
    const { email, updateId, token } = await startUpdate()
    const code = await currentCode(email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const left of [4, 3, 2, 1])
      expect(await errorOf(await primary(token, updateId, wrong))).toBe(wrongCodeMessage(left))
    expect(await errorOf(await primary(token, updateId, wrong))).toBe(CODE_BURNT_MESSAGE)
    expect(await errorOf(await primary(token, updateId, code))).toBe(CODE_BURNT_MESSAGE)

    // Each code is bound to its address: the current address's code does not confirm the new one.
    const again = await startUpdate()
    const ofCurrent = await currentCode(again.email)
    await primary(again.token, again.updateId, ofCurrent)
    if (ofCurrent !== (await newCode(again.next)))
      expect(await errorOf(await secondary(again.token, again.updateId, ofCurrent))).toBe(wrongCodeMessage(4))
  })

  test('an expired code fails with its own message', async () => {
    const { email, updateId, token } = await startUpdate()
    const code = await currentCode(email)
    nowMs += EMAIL_CODE_TTL_MS + 1
    expect(await errorOf(await primary(token, updateId, code))).toBe(CODE_EXPIRED_MESSAGE)
  })

  test('a second change within 30 s is refused by the server with the seconds left; a login is not', async () => {
    const { next, token } = await startUpdate()
    nowMs += 12_400
    const refused = await post('/v1/embedded/email/update', { email: freshEmail() }, token)
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toBe(cooldownMessage(18))
    expect(refused.headers.get('retry-after')).toBe('18')
    // Login codes keep their own cooldown: the change's code to the new address did not spend it.
    expect((await post('/v1/embedded/email/code', { email: next })).status).toBe(200)
    nowMs += 18_000
    expect((await post('/v1/embedded/email/update', { email: freshEmail() }, token)).status).toBe(200)
  })

  test('only the user who started a change confirms it; no session or a malformed email gets none', async () => {
    const { email, updateId } = await startUpdate()
    const other = await logIn(freshEmail())
    expect(await errorOf(await primary(other.sessionToken, updateId, await currentCode(email)))).toBe(
      EMAIL_UPDATE_UNKNOWN_MESSAGE,
    )
    const anonymous = await post('/v1/embedded/email/update', { email: freshEmail() })
    expect(anonymous.status).toBe(401)
    expect(await errorOf(anonymous)).toBe(MISSING_EMBEDDED_TOKEN_MESSAGE)
    const malformed = await post('/v1/embedded/email/update', { email: 'not-an-email' }, other.sessionToken)
    expect(malformed.status).toBe(400)
    expect(await errorOf(malformed)).toBe(INVALID_EMAIL_MESSAGE)
  })

  test('an address another user logs in with is refused only once its mailbox is proven', async () => {
    const taken = freshEmail()
    await logIn(taken)
    const email = freshEmail()
    const login = await logIn(email)
    const sameAsNow = await post('/v1/embedded/email/update', { email }, login.sessionToken)
    expect(await errorOf(sameAsNow)).toBe(EMAIL_UPDATE_SAME_MESSAGE)
    const started = await post('/v1/embedded/email/update', { email: taken }, login.sessionToken)
    expect(started.status).toBe(200)
    const { updateId } = (await started.json()) as { updateId: string }
    await primary(login.sessionToken, updateId, await currentCode(email))
    const refused = await secondary(login.sessionToken, updateId, await newCode(taken))
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toBe(EMAIL_UPDATE_TAKEN_MESSAGE)
  })
})
