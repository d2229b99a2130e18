import type { FastifyRequest } from 'fastify'

/** The URL the caller asked for, query included, as a DPoP proof's htu names it (behind a trusted proxy, its scheme and host). */
export function requestUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url}`
}
