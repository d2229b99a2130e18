import type { FastifyRequest } from 'fastify'

/**
 * Whether a browser says the request comes from another site: an Origin other than the cloud's own,
 * or Sec-Fetch-Site cross-site. A request with neither comes from a tool, not a page a visitor opened.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  return origin !== `${request.protocol}://${request.host}`
}
