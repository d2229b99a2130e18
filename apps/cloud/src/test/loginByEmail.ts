import type { MailSink } from '@portico/mail-sink'
import { expect } from 'vitest'
import type { Cloud } from '../startCloud'
import { type FrameKey, frameFetch, newFrameKey } from './frameProof'
import { cloudUrl } from './testCloud'

export type EmbeddedLogin = {
  userId: string
  isNew: boolean
  sessionToken: string
  sessionExpiresAt: string
  /** The key the session is bound to: every call with the token needs a proof it signs. */
  frameKey: FrameKey
}

/**
 * Email login as the secure frame does it: ask a code, read it from the mail sink as a person
 * would, verify it with a proof of a new frame key. Resolves to the user, the session and that key.
 */
export async function loginByEmail(
  cloud: Cloud,
  sink: MailSink,
  email: string,
  query: Record<string, string> = {},
  frameKey?: FrameKey,
  /** The proofs' iat: the test cloud's clock when the test moves it. */
  iatMs?: number,
): Promise<EmbeddedLogin> {
  const key = frameKey ?? (await newFrameKey())
  const mailsBefore = sink.mails(email).length
  const asked = await frameFetch(key, cloudUrl(cloud, '/v1/embedded/email/code', query), {
    method: 'POST',
    body: { email },
  })
  expect(asked.status).toBe(200)
  const { challengeId } = (await asked.json()) as { challengeId: string }
  await expect.poll(() => sink.mails(email).length).toBeGreaterThan(mailsBefore)
  // The sink lists the newest mail first.
  const otp = /\b(\d{6})\b/.exec(sink.mails(email)[0]?.text ?? '')?.[1]
  const verified = await frameFetch(key, cloudUrl(cloud, '/v1/embedded/email/verify', query), {
    method: 'POST',
    body: { challengeId, email, otp },
    ...(iatMs === undefined ? {} : { iatMs }),
  })
  expect(verified.status).toBe(200)
  return { ...((await verified.json()) as Omit<EmbeddedLogin, 'frameKey'>), frameKey: key }
}
