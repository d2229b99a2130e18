import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'

export const METRICS_LOOPBACK_ONLY_MESSAGE =
  'metrics are served to loopback clients only: start the relay with --metrics-token to scrape them from elsewhere'
export const METRICS_TOKEN_REQUIRED_MESSAGE = 'metrics need the bearer token given by --metrics-token'

/** 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6: the machine itself. */
function isLoopbackAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '')
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return address === '::1'
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Who may read /metrics: with a token, whoever sends it as `Authorization: Bearer <token>`; without one,
 * only a client on the machine itself. Returns the refusal (status and message), or undefined to serve.
 */
export function refuseMetrics(
  authorization: string | undefined,
  clientIp: string,
  token: string | undefined,
): { status: 401 | 403; message: string } | undefined {
  if (token === undefined)
    return isLoopbackAddress(clientIp) ? undefined : { status: 403, message: METRICS_LOOPBACK_ONLY_MESSAGE }
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  // Compared as digests: equal lengths, and no timing that tells how much of a guess was right.
  if (given !== undefined && timingSafeEqual(digest(given), digest(token))) return undefined
  return { status: 401, message: METRICS_TOKEN_REQUIRED_MESSAGE }
}
