import { DEFAULT_REMOTE_FEATURES, toRemoteFeatureEntries } from '@portico/core'
import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { ProjectFeature } from '../projects/defaultFeatures'
import { FRAME_ORIGIN_ONLY_MESSAGE } from '../server/requireFrameOrigin'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, FRAME_ORIGIN, startTestCloud } from '../test/testCloud'
import {
  CODE_BURNT_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_NOT_VALID_MESSAGE,
  cooldownMessage,
  EMAIL_HOURLY_LIMIT_MESSAGE,
  EMAIL_LOGIN_OFF_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  wrongCodeMessage,
} from './emailLoginErrors'

const EMAIL_OFF_PROJECT = {
  id: 'email-off',
  name: 'No email',
  allowedOrigins: [DEMO_ORIGIN],
  features: toRemoteFeatureEntries({ ...DEFAULT_REMOTE_FEATURES, email: false }) as ProjectFeature[],
}
// The secure frame asks the codes and verifies them (frameBoundSessions.test.ts has the other callers).
const JSON_HEADERS = { 'content-type': 'application/json', origin: FRAME_ORIGIN }
const frameKey = newFrameKey()
let mailbox = 0
/** A mailbox no other test wrote to. */
const freshEmail = () => `user${++mailbox}-${Date.now()}@example.com`

describe.each(BACKENDS)('email login codes on %s', (backend) => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud(backend, {
      smtpUrl: sink.smtpUrl,
      projects: [EMAIL_OFF_PROJECT],
      clock: () => nowMs,
      // The per-address limit has its own test; here many requests come from one test address.
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

  const post = async (path: string, body: unknown, { origin = FRAME_ORIGIN, query = {} } = {}) =>
    frameFetch(await frameKey, cloudUrl(cloud, path, query), { method: 'POST', body, origin, iatMs: nowMs })
  const askCode = (email: string, options = {}) => post('/v1/embedded/email/code', { email }, options)
  const verify = (challengeId: string, email: string, otp: string) =>
    post('/v1/embedded/email/verify', { challengeId, email, otp })
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

  /** The code of the newest mail to `email`, read from the sink as a person would. */
  async function mailedCode(email: string): Promise<string> {
    await expect.poll(() => sink.mails(email).length).toBeGreaterThan(0)
    const [mail] = sink.mails(email)
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    if (!code) throw new Error(`no code in the mail: ${mail?.text}`)
    return code
  }
  async function challengeFor(email: string): Promise<string> {
    const response = await askCode(email)
    expect(response.status).toBe(200)
    return ((await response.json()) as { challengeId: string }).challengeId
  }

  test('the code arrives by mail and connects once; the same email is the same user next time', async () => {
    const email = freshEmail()
    const response = await askCode(email)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { action: string; challengeId: string; expiresAt: string }
    expect(body.action).toBe('VERIFY_OTP')
    expect(new Date(body.expiresAt).getTime() - nowMs).toBe(10 * 60_000)
    const code = await mailedCode(email)
    expect(sink.mails(email)[0]?.subject).toBe(`${code} is your Portico Demo login code`)

    const connected = await verify(body.challengeId, email, code)
    expect(connected.status).toBe(200)
    const user = (await connected.json()) as { action: string; userId: string; isNew: boolean }
    expect(user).toMatchObject({ action: 'CONNECT', isNew: true })

    // Used once: the same code again is refused.
    expect(await errorOf(await verify(body.challengeId, email, code))).toBe(CODE_NOT_VALID_MESSAGE)

    nowMs += 31_000
    const again = await challengeFor(email.toUpperCase())
    const second = await verify(again, email, await mailedCode(email))
    expect(await second.json()).toMatchObject({ userId: user.userId, isNew: false })
  })

  test('a second code within 30 s is refused by the server with the seconds left, whatever the page kept', async () => {
    const email = freshEmail()
    await challengeFor(email)
    nowMs += 12_400
    const refused = await askCode(` ${email.toUpperCase()} `)
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toBe(cooldownMessage(18))
    expect(refused.headers.get('retry-after')).toBe('18')
    expect(sink.mails(email)).toHaveLength(1)
    nowMs += 18_000
    expect((await askCode(email)).status).toBe(200)
  })

  test('two requests at once: one code is sent, the other refused', async () => {
    const email = freshEmail()
    const answers = await Promise.all([askCode(email), askCode(email), askCode(email)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429])
  })

  test('past the cooldown, at most 10 codes an hour to one email', async () => {
    const email = freshEmail()
    for (let sent = 0; sent < 10; sent++) {
      expect((await askCode(email)).status).toBe(200)
      nowMs += 31_000
    }
    const refused = await askCode(email)
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toBe(EMAIL_HOURLY_LIMIT_MESSAGE)
    nowMs += 60 * 60_000
    expect((await askCode(email)).status).toBe(200)
  })

  test('wrong codes count down; the fifth burns the code, and the right one no longer works', async () => {
    const email = freshEmail()
    const challengeId = await challengeFor(email)
    const code = await mailedCode(email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const left of [4, 3, 2, 1])
      expect(await errorOf(await verify(challengeId, email, wrong))).toBe(wrongCodeMessage(left))
    expect(await errorOf(await verify(challengeId, email, wrong))).toBe(CODE_BURNT_MESSAGE)
    expect(await errorOf(await verify(challengeId, email, code))).toBe(CODE_BURNT_MESSAGE)
  })

  test('parallel guesses each spend a try: 20 at once cannot get past five', async () => {
    const email = freshEmail()
    const challengeId = await challengeFor(email)
    const code = await mailedCode(email)
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    )
    await Promise.all(guesses.map((guess) => verify(challengeId, email, guess)))
    expect(await errorOf(await verify(challengeId, email, code))).toBe(CODE_BURNT_MESSAGE)
  })

  test('an expired code fails with its own message', async () => {
    const email = freshEmail()
    const challengeId = await challengeFor(email)
    const code = await mailedCode(email)
    nowMs += 10 * 60_000 + 1
    expect(await errorOf(await verify(challengeId, email, code))).toBe(CODE_EXPIRED_MESSAGE)
  })

  test('a code is bound to its challenge, its email and its project', async () => {
    const email = freshEmail()
    const challengeId = await challengeFor(email)
    const code = await mailedCode(email)
    expect(await errorOf(await verify(challengeId, freshEmail(), code))).toBe(CODE_NOT_VALID_MESSAGE)
    expect(await errorOf(await verify(crypto.randomUUID(), email, code))).toBe(CODE_NOT_VALID_MESSAGE)
    const otherProject = await post(
      '/v1/embedded/email/verify',
      { challengeId, email, otp: code },
      { query: { projectId: EMAIL_OFF_PROJECT.id } },
    )
    expect(await errorOf(otherProject)).toBe(CODE_NOT_VALID_MESSAGE)
  })

  test('malformed emails and codes are refused before anything is sent', async () => {
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'space in@example.com']) {
      const response = await askCode(email)
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toBe(INVALID_EMAIL_MESSAGE)
    }
    const badOtp = await verify(crypto.randomUUID(), freshEmail(), '12a456')
    expect(badOtp.status).toBe(400)
    expect(sink.mails().some((mail) => mail.to.includes('not-an-email'))).toBe(false)
  })

  test("an origin other than the secure frame's (even the project's page), or a project with email off, gets no code", async () => {
    const email = freshEmail()
    for (const origin of ['https://evil.example', DEMO_ORIGIN]) {
      const foreign = await askCode(email, { origin })
      expect(foreign.status).toBe(403)
      expect(await errorOf(foreign)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
    }
    const off = await askCode(email, { query: { projectId: EMAIL_OFF_PROJECT.id } })
    expect(off.status).toBe(403)
    expect(await errorOf(off)).toBe(EMAIL_LOGIN_OFF_MESSAGE)
    expect(sink.mails(email)).toEqual([])
  })
})

describe("a deployment's own sender (mailFrom, the CLI's --mail-from)", () => {
  let sink: MailSink
  let cloud: Cloud
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud('pglite', {
      smtpUrl: sink.smtpUrl,
      mailFrom: 'Acme Wallet <login@acme.example>',
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await sink?.close()
  })

  test('the code mail comes from the address the deployment named', async () => {
    const email = freshEmail()
    const response = await frameFetch(await frameKey, cloudUrl(cloud, '/v1/embedded/email/code'), {
      method: 'POST',
      body: { email },
    })
    expect(response.status).toBe(200)
    await expect.poll(() => sink.mails(email).length).toBeGreaterThan(0)
    expect(sink.mails(email)[0]?.from).toContain('login@acme.example')
  })

  test('a sender that is not one address is refused before the cloud starts, naming the setting', async () => {
    await expect(
      startTestCloud('pglite', { smtpUrl: sink.smtpUrl, mailFrom: 'Acme Wallet' }),
    ).rejects.toThrow(
      'mailFrom must be an address (no-reply@example.com) or a name and one (Portico <no-reply@example.com>), got "Acme Wallet"',
    )
  })
})

describe('email login codes per client address', () => {
  let sink: MailSink
  let cloud: Cloud
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud('pglite', { smtpUrl: sink.smtpUrl })
  })
  afterAll(async () => {
    await cloud?.close()
    await sink?.close()
  })

  test('one address asking codes for many emails is stopped by the auth limit (10 a minute)', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) {
      const response = await fetch(cloudUrl(cloud, '/v1/embedded/email/code'), {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: freshEmail() }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    expect(sink.mails()).toHaveLength(10)
  })
})

describe('a shorter code lifetime (emailCodeTtlMs, the CLI’s --email-code-ttl-minutes)', () => {
  let sink: MailSink
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
    cloud = await startTestCloud('pglite', {
      smtpUrl: sink.smtpUrl,
      emailCodeTtlMs: 60_000,
      clock: () => nowMs,
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await sink?.close()
  })

  test('a code works until its lifetime has passed, then fails as expired; the mail says how long', async () => {
    const post = async (path: string, body: unknown) =>
      frameFetch(await frameKey, cloudUrl(cloud, path), { method: 'POST', body, iatMs: nowMs })
    const code = async (email: string) => {
      const answer = (await (await post('/v1/embedded/email/code', { email })).json()) as {
        challengeId: string
        expiresAt: string
      }
      const otp = /\b(\d{6})\b/.exec(sink.mails(email)[0]?.text ?? '')?.[1]
      return { ...answer, otp }
    }
    const late = freshEmail()
    const sent = await code(late)
    expect(new Date(sent.expiresAt).getTime()).toBe(nowMs + 60_000)
    expect(sink.mails(late)[0]?.text).toContain('It works once, for 1 minute.')
    nowMs += 60_000
    const expired = await post('/v1/embedded/email/verify', {
      challengeId: sent.challengeId,
      email: late,
      otp: sent.otp,
    })
    expect(((await expired.json()) as { error: string }).error).toBe(CODE_EXPIRED_MESSAGE)

    const inTime = freshEmail()
    const fresh = await code(inTime)
    nowMs += 59_999
    const verified = await post('/v1/embedded/email/verify', {
      challengeId: fresh.challengeId,
      email: inTime,
      otp: fresh.otp,
    })
    expect(verified.status).toBe(200)
  })

  test('a lifetime that is not a whole number of milliseconds above 0 is refused at start', async () => {
    await expect(startTestCloud('pglite', { emailCodeTtlMs: 0 })).rejects.toThrow(
      'emailCodeTtlMs takes a whole number of milliseconds above 0, got 0',
    )
  })
})
