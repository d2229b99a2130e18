import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A code as the database keeps it: an HMAC under the server's secret, bound to its challenge, so a
 * copy of the database alone cannot try the million codes offline.
 */
export function hashEmailCode(secret: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex')
}

/** Whether `code` is the one hashed, in time that does not depend on where they differ. */
export function emailCodeMatches(secret: Buffer, challengeId: string, code: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex')
  const actual = Buffer.from(hashEmailCode(secret, challengeId, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
