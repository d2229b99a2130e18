import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import { ADMIN_CSRF_HEADER } from './adminConstants'
import { ADMIN_SESSION_REQUIRED_MESSAGE, CROSS_SITE_REQUEST_MESSAGE } from './adminErrors'
import { findAdminSession } from './adminSessions'
import { isCrossSiteRequest } from './requestOrigin'
import { readSessionCookie } from './sessionCookie'

const READS = ['GET', 'HEAD', 'OPTIONS']

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The admin API's hook (preHandler, after the request is validated): a change from another site is
 * refused; an `admin` route needs a live session from the cookie (a project id opens nothing), and a
 * change also its CSRF token in the x-portico-csrf header, which a cross-site form cannot send.
 */
export async function checkAdminAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access
  if (access !== 'admin' && access !== 'adminSignIn') return
  const changes = !READS.includes(request.method)
  if (changes && isCrossSiteRequest(request)) throw new HttpError(403, CROSS_SITE_REQUEST_MESSAGE)
  if (access === 'adminSignIn') return
  const token = readSessionCookie(request)
  const { services } = request.server
  const session = token === undefined ? undefined : await findAdminSession(services.db, token, services.now())
  if (!session) throw new HttpError(401, ADMIN_SESSION_REQUIRED_MESSAGE)
  if (changes && !sameToken(request.headers[ADMIN_CSRF_HEADER], session.csrfToken)) {
    throw new HttpError(403, CROSS_SITE_REQUEST_MESSAGE)
  }
  request.adminSession = session
}

/** The session of an `admin` route; the hook has already checked it. */
export function requireAdminSession(request: FastifyRequest) {
  if (!request.adminSession) throw new Error(`admin route ${request.url} ran without a session`)
  return request.adminSession
}
