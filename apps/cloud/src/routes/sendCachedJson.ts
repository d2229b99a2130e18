import type { FastifyReply } from 'fastify'
import type { CachedBody } from '../catalogue/createCatalogueCache'

/** An answer serialised once and kept: sent as is, with the ETag computed with it. */
export function sendCachedJson(reply: FastifyReply, { body, etag }: CachedBody): FastifyReply {
  return reply.header('etag', etag).type('application/json; charset=utf-8').send(body)
}
