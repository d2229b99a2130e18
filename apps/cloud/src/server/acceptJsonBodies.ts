import type { FastifyInstance } from 'fastify'

/**
 * Every body is read as JSON whatever its content type: JSON-RPC clients and `fetch` with a string
 * body send `text/plain` or nothing. Parsing is Fastify's own JSON parser. A DELETE (the admin API's)
 * takes its arguments from the path and query, so its empty body is no body, whatever its content type.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser(['text/plain', 'application/json'])
  app.addContentTypeParser(['application/json', '*'], { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && body === '') return done(null, undefined)
    return json(request, String(body), done)
  })
}
