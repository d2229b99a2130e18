import type { FastifyInstance } from 'fastify'

/**
 * Every body is read as JSON whatever its content type: JSON-RPC clients and `fetch` with a string
 * body send `text/plain` or nothing. Parsing is Fastify's own JSON parser.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('*', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'ignore'))
}
