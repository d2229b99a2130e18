import type { MailSink } from '@portico/mail-sink'
import { expect } from 'vitest'
import type { Cloud } from '../startCloud'
import { cloudUrl, DEMO_ORIGIN } from './testCloud'

export type EmbeddedLogin = { userId: string; isNew: boolean; sessionToken: string; sessionExpiresAt: string }

/**
 * Issue 18's login as the secure frame does it: ask a code, read it from the mail sink as a person
 * would, verify it. Resolves to the user and the embedded-wallet session.
 */
export async function loginByEmail(
  cloud: Cloud,
  sink: MailSink,
  email: string,
  query: Record<string, string> = {},
): Promise<EmbeddedLogin> {
  const headers = { 'content-type': 'application/json', origin: DEMO_ORIGIN }
  const mailsBefore = sink.mails(email).length
  const asked = await fetch(cloudUrl(cloud, '/v1/embedded/email/code', query), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  })
  expect(asked.status).toBe(200)
  const { challengeId } = (await asked.json()) as { challengeId: string }
  await expect.poll(() => sink.mails(email).length).toBeGreaterThan(mailsBefore)
  // The sink lists the newest mail first.
  const otp = /\b(\d{6})\b/.exec(sink.mails(email)[0]?.text ?? '')?.[1]
  const verified = await fetch(cloudUrl(cloud, '/v1/embedded/email/verify', query), {
    method: 'POST',
    headers,
    body: JSON.stringify({ challengeId, email, otp }),
  })
  expect(verified.status).toBe(200)
  return (await verified.json()) as EmbeddedLogin
}
