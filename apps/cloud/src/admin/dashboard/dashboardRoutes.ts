import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError } from '../../errors'
import { DASHBOARD_CSP, DASHBOARD_NOT_BUILT_MESSAGE, DASHBOARD_PREFIX } from './dashboardConstants'
import { dashboardDirectory } from './dashboardDirectory'

/**
 * The admin dashboard's static files under /admin/, each with the strict CSP (this plugin's
 * hook, so no other route's CSP changes). Hashed assets are cached a year; the page is asked for again.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', DASHBOARD_CSP)
  })
  app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect(DASHBOARD_PREFIX, 301))
  const root = dashboardDirectory()
  if (!root) {
    app.get(`${DASHBOARD_PREFIX}*`, { schema: { hide: true } }, async () => {
      throw new HttpError(503, DASHBOARD_NOT_BUILT_MESSAGE)
    })
    return
  }
  await app.register(fastifyStatic, {
    root,
    prefix: DASHBOARD_PREFIX,
    index: 'index.html',
    wildcard: true,
    decorateReply: false,
    setHeaders: (response, path) => {
      const hashed = path.includes('/assets/')
      response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
}
