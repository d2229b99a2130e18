import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { CloudMetrics } from './cloudMetrics'

/** Counts and times every answer by its route pattern, and serves the Prometheus text at GET /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: CloudMetrics): void {
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
        response: {
          200: {
            description: 'Prometheus text format',
            content: { 'text/plain': { schema: Type.String() } },
          },
        },
      },
      config: { access: 'open' },
    },
    async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  )
}
