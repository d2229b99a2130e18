import type { FastifyRequest } from 'fastify'
import { ADMIN_API_PREFIX, ADMIN_SESSION_COOKIE } from './adminConstants'

/** The session token of the request's admin cookie, if it carries one. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === ADMIN_SESSION_COOKIE) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * HttpOnly and SameSite=Strict always, Secure when the cloud is reached over https, for the admin API only.
 */
export function sessionCookie(request: FastifyRequest, token: string, maxAgeS: number): string {
  return [
    `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(token)}`,
    `Path=${ADMIN_API_PREFIX}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeS))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ')
}
