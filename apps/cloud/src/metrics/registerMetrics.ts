import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { withErrors } from '../server/commonSchemas'
import { errorBody } from '../server/sendError'
import type { CloudMetrics } from './cloudMetrics'
import { refuseMetrics } from './metricsAccess'

/**
 * Counts and times every answer by its route pattern, and serves the Prometheus text at GET /metrics:
 * to the bearer of `token`, or without one to loopback clients only (they tell routes and load).
 */
export function registerMetrics(app: FastifyInstance, metrics: CloudMetrics, token?: string): void {
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, not the path, so ids in paths do not make one series each.
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) })
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics',
        response: withErrors({
          200: {
            description: 'Prometheus text format',
            content: { 'text/plain': { schema: Type.String() } },
          },
        }),
      },
      config: { access: 'open' },
    },
    async (request, reply) => {
      const refusal = refuseMetrics(request.headers.authorization, request.ip, token)
      if (refusal) return reply.status(refusal.status).send(errorBody(refusal.message))
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    },
  )
}
