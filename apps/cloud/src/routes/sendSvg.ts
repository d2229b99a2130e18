import type { FastifyReply } from 'fastify'

/** Images never change under one id, so clients may keep them for a day. */
export function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
}
