import { type MailSink, startMailSink } from '@portico/mail-sink'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { loginByEmail } from '../test/loginByEmail'
import { BACKENDS, cloudUrl, startTestCloud } from '../test/testCloud'
import {
  CODE_BURNT_MESSAGE,
  CODE_REPLACED_MESSAGE,
  EMAIL_LOCKED_MESSAGE,
  wrongCodeMessage,
} from './emailLoginErrors'

const DAY_MS = 24 * 60 * 60_000
const LOCK_SUBJECT = 'Your Portico Demo sign-in is locked for today'
let mailbox = 0
const freshEmail = () => `limits${++mailbox}-${Date.now()}@example.com`
const errorOf = async (response: Response) => ((await response.json()) as { error?: string }).error
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')

describe.each(BACKENDS)('email codes: the newest one only, and 20 wrong ones a day on %s', (backend) => {
  let sink: MailSink
  let cloud: Cloud
  // An hour into a UTC day, on the cloud's clock: a test never straddles midnight.
  const dayStart = Math.floor(Date.now() / DAY_MS) * DAY_MS
  let nowMs = dayStart + 60 * 60_000
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
    nowMs = dayStart + 60 * 60_000
  })

  const frame = newFrameKey()
  const post = async (path: string, body: unknown, token?: string) =>
    frameFetch(await frame, cloudUrl(cloud, path), {
      method: 'POST',
      body,
      iatMs: nowMs,
      ...(token ? { token } : {}),
    })
  /** A new code for `email`, past the cooldown of the last one; its challenge and the mailed digits. */
  async function newCode(email: string) {
    nowMs += 31_000
    const mailsBefore = sink.mails(email).length
    const asked = await post('/v1/embedded/email/code', { email })
    expect(asked.status).toBe(200)
    const { challengeId } = (await asked.json()) as { challengeId: string }
    await expect.poll(() => sink.mails(email).length).toBeGreaterThan(mailsBefore)
    const otp = /\b(\d{6})\b/.exec(sink.mails(email)[0]?.text ?? '')?.[1] ?? ''
    return { challengeId, email, otp }
  }
  const verify = (challenge: { challengeId: string; email: string }, otp: string) =>
    post('/v1/embedded/email/verify', { ...challenge, otp })
  const lockMails = (email: string) => sink.mails(email).filter((mail) => mail.subject === LOCK_SUBJECT)

  test('a second code makes the first one fail; the second works', async () => {
    const email = freshEmail()
    const first = await newCode(email)
    const second = await newCode(email)
    const old = await verify(first, first.otp)
    expect(old.status).toBe(400)
    expect(await errorOf(old)).toBe(CODE_REPLACED_MESSAGE)
    expect((await verify(second, second.otp)).status).toBe(200)
  })

  test('the 21st try of a day is refused even with a fresh, right code; the lock is mailed once; the next day works', async () => {
    const email = freshEmail()
    const answers: string[] = []
    for (let code = 0; code < 4; code++) {
      const challenge = await newCode(email)
      for (let attempt = 0; attempt < 5; attempt++)
        answers.push((await errorOf(await verify(challenge, wrongFor(challenge.otp)))) ?? '')
    }
    const perCode = [4, 3, 2, 1].map(wrongCodeMessage)
    expect(answers).toEqual([
      ...perCode,
      CODE_BURNT_MESSAGE,
      ...perCode,
      CODE_BURNT_MESSAGE,
      ...perCode,
      CODE_BURNT_MESSAGE,
      ...perCode,
      EMAIL_LOCKED_MESSAGE,
    ])
    const fresh = await newCode(email)
    const refused = await verify(fresh, fresh.otp)
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toBe(EMAIL_LOCKED_MESSAGE)
    expect(Number(refused.headers.get('retry-after'))).toBe((dayStart + DAY_MS - nowMs) / 1000)
    await expect.poll(() => lockMails(email).length).toBe(1)
    expect(lockMails(email)[0]?.text).toContain('locked until the end of the day')
    // More tries the same day: refused, and no second mail.
    expect(await errorOf(await verify(fresh, wrongFor(fresh.otp)))).toBe(EMAIL_LOCKED_MESSAGE)
    nowMs = dayStart + DAY_MS + 60 * 60_000
    const tomorrow = await newCode(email)
    expect((await verify(tomorrow, tomorrow.otp)).status).toBe(200)
    expect(lockMails(email)).toHaveLength(1)
  })

  test('right codes do not count: 19 wrong ones and a login leave the email open', async () => {
    const email = freshEmail()
    for (let code = 0; code < 4; code++) {
      const challenge = await newCode(email)
      const wrongTries = code === 3 ? 4 : 5
      for (let attempt = 0; attempt < wrongTries; attempt++) await verify(challenge, wrongFor(challenge.otp))
    }
    const right = await newCode(email)
    expect((await verify(right, right.otp)).status).toBe(200)
    const next = await newCode(email)
    expect((await verify(next, next.otp)).status).toBe(200)
    expect(lockMails(email)).toHaveLength(0)
  })

  test("an email change's codes follow the same rules: a second start replaces the first one's codes", async () => {
    const current = freshEmail()
    const { sessionToken } = await loginByEmail(cloud, sink, current, {}, await frame, nowMs)
    const target = freshEmail()
    const start = async () => {
      nowMs += 31_000
      const started = await post('/v1/embedded/email/update', { email: target }, sessionToken)
      expect(started.status).toBe(200)
      return ((await started.json()) as { updateId: string }).updateId
    }
    const firstUpdate = await start()
    await expect.poll(() => sink.mails(current).length).toBe(2)
    const firstCode = /\b(\d{6})\b/.exec(sink.mails(current)[0]?.text ?? '')?.[1]
    await start()
    const old = await post(
      '/v1/embedded/email/update/primary',
      { updateId: firstUpdate, otp: firstCode },
      sessionToken,
    )
    expect(await errorOf(old)).toBe(CODE_REPLACED_MESSAGE)
  })
})
