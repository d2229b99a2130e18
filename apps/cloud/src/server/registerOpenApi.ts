import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { DOCS_PATH, OPENAPI_PATH, OPENAPI_VERSION } from '../constants'

/**
 * The OpenAPI 3.1 document, built from every route's schemas (so it registers before the routes),
 * at /openapi.json, and its reference page at /docs, whose assets this server serves itself.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portico Cloud',
        description: 'Project config, wallet catalogue, blockchain data API and analytics (SPEC §7).',
        version: OPENAPI_VERSION,
      },
    },
  })
  // No validator badge: it would load from validator.swagger.io.
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { validatorUrl: null } })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
}
