import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import etag, { fnv1a } from '@fastify/etag'
import helmet from '@fastify/helmet'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import { ADMIN_API_PREFIX } from '../admin/adminConstants'
import { checkAdminAccess } from '../admin/checkAdminAccess'
import { dashboardRoutes } from '../admin/dashboard/dashboardRoutes'
import { closeConnectionsWhenClosing } from '../closeGracefully'
import { CORS_MAX_AGE_S, EMBEDDED_API_PREFIX, MAX_BODY_BYTES } from '../constants'
import { NOT_FOUND_MESSAGE } from '../errors'
import type { Logger } from '../logger'
import type { CloudMetrics } from '../metrics/cloudMetrics'
import { registerMetrics } from '../metrics/registerMetrics'
import { createAttemptLimiter } from '../rateLimit/attemptLimiter'
import type { RateLimitCounter } from '../rateLimit/rateLimitCounter'
import type { RateLimitFamily, RateLimitRule } from '../rateLimit/rateLimitFamily'
import { registerRateLimits } from '../rateLimit/registerRateLimits'
import { ALL_ROUTES } from '../routes/allRoutes'
import type { CloudServices } from '../services'
import { acceptJsonBodies } from './acceptJsonBodies'
import { answerOtherMethods, collectRouteMethods } from './answerOtherMethods'
import { checkAccess } from './checkAccess'
import { createValidatorCompiler } from './createValidatorCompiler'
import { registerOpenApi } from './registerOpenApi'
import { requireRouteSchema } from './requireRouteSchema'
import { errorBody, sendError } from './sendError'
import { fastifyTrustProxy, type TrustProxy } from './trustProxy'
import './routeConfig'

export type BuildCloudAppParameters = {
  services: CloudServices
  logger: Logger
  /** The proxies the client IP is read through (X-Forwarded-For from the right); 0 for none. */
  trustProxy: TrustProxy
  rateLimits: Readonly<Record<RateLimitFamily, RateLimitRule>>
  rateLimitCounter: RateLimitCounter
  metrics: CloudMetrics
  /** The bearer token /metrics needs; without it /metrics answers loopback clients only. */
  metricsToken?: string
  /** The route modules; every SPEC §7 route by default (tests add one to see it refused). */
  routes?: readonly FastifyPluginAsyncTypebox[]
}

/** The Fastify app of Portico Cloud: plugins and hooks in the order a request meets them, then the routes. */
export async function buildCloudApp({
  services,
  logger,
  trustProxy,
  rateLimits,
  rateLimitCounter,
  metrics,
  metricsToken,
  routes = ALL_ROUTES,
}: BuildCloudAppParameters): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    requestIdHeader: 'x-request-id',
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: () => randomUUID(),
  })
  app.setValidatorCompiler(createValidatorCompiler())
  app.decorate('services', services)
  app.decorateRequest('project', undefined)
  app.addHook('onRoute', requireRouteSchema)
  const methodsByPath = collectRouteMethods(app)
  app.setErrorHandler(sendError)
  closeConnectionsWhenClosing(app)
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(NOT_FOUND_MESSAGE)))
  // The request id goes back to the client, so a report can quote the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  acceptJsonBodies(app)
  // Every page may read every answer, errors included, so a client can show why it was refused
  // (SPEC §8); which pages a project allows is the access hook's check, per project. Retry-After is
  // exposed so a page can wait out a 429 as told, not guess.
  // The admin API is for the cloud's own pages only, so it answers no other origin.
  const sdkCors = {
    origin: true,
    maxAge: CORS_MAX_AGE_S,
    // PUT and DELETE: the secure frame's wallet shares and sign-out.
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: ['Retry-After'],
  }
  // The embedded wallet's routes answer the secure frame only (requireFrameOrigin), so no other page may read them.
  const frameCors = { ...sdkCors, origin: services.frameOrigin ? [services.frameOrigin] : false }
  await app.register(cors, {
    delegator: (request, callback) => {
      if (request.url?.startsWith(`${ADMIN_API_PREFIX}/`)) return callback(null, { origin: false })
      callback(null, request.url?.startsWith(EMBEDDED_API_PREFIX) ? frameCors : sdkCors)
    },
  })
  // Images are loaded by other origins' pages: cross-origin resource policy must allow it.
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } })
  // ETags on every answer: a client asking again with If-None-Match gets 304 and no body.
  await app.register(etag, { hashFn: fnv1a })
  await app.register(compress, { encodings: ['gzip', 'deflate'] })
  app.addHook('preValidation', checkAccess)
  const onRefused = (family: RateLimitFamily) => metrics.rateLimitRefusals.inc({ family })
  await registerRateLimits(app, {
    counter: rateLimitCounter,
    rules: rateLimits,
    now: services.now,
    onRefused,
  })
  app.decorate(
    'attempts',
    createAttemptLimiter({ counter: rateLimitCounter, rules: rateLimits, now: services.now, onRefused }),
  )
  app.decorateRequest('adminSession', undefined)
  app.addHook('preHandler', checkAdminAccess)
  await registerOpenApi(app)
  registerMetrics(app, metrics, metricsToken)
  for (const route of routes) await app.register(route)
  // The admin dashboard's pages (static files, not API routes: the OpenAPI document hides them).
  await app.register(dashboardRoutes)
  answerOtherMethods(app, methodsByPath)
  return app
}
