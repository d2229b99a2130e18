import type { FastifyInstance, HTTPMethods } from 'fastify'
import { METHOD_NOT_ALLOWED_MESSAGE } from '../errors'
import { errorBody } from './sendError'

const ANSWERED_METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Remembers the methods of every listed route, by path, as routes are added. */
export function collectRouteMethods(app: FastifyInstance): Map<string, Set<string>> {
  const methodsByPath = new Map<string, Set<string>>()
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return
    const methods = methodsByPath.get(route.url) ?? new Set<string>()
    for (const method of [route.method].flat()) if (method !== 'HEAD') methods.add(method)
    methodsByPath.set(route.url, methods)
  })
  return methodsByPath
}

/** A known path asked with another method is 405 with `Allow`, not 404. */
export function answerOtherMethods(app: FastifyInstance, methodsByPath: Map<string, Set<string>>): void {
  for (const [url, methods] of [...methodsByPath]) {
    const others = ANSWERED_METHODS.filter((method) => !methods.has(method))
    if (others.length === 0) continue
    const allow = [...methods].join(', ')
    app.route({
      method: [...others],
      url,
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply.status(405).header('allow', allow).send(errorBody(METHOD_NOT_ALLOWED_MESSAGE)),
    })
  }
}
