import { Validator } from '@seriousme/openapi-schema-validator'
import Fastify from 'fastify'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCatalogueCache } from '../catalogue/createCatalogueCache'
import { createBalanceCache } from '../chains/createBalanceCache'
import { RATE_LIMITS } from '../constants'
import type { Database } from '../db/database'
import { openDatabase } from '../db/openDatabase'
import { RouteWithoutSchemaError } from '../errors'
import { createLogger } from '../logger'
import { createCloudMetrics } from '../metrics/cloudMetrics'
import { createProjectCache } from '../projects/createProjectCache'
import { databaseRateLimitCounter } from '../rateLimit/databaseRateLimitCounter'
import { ALL_ROUTES } from '../routes/allRoutes'
import type { Cloud } from '../startCloud'
import { type OpenApiDocument, operationsOf } from '../test/openApiTypes'
import { startTestCloud } from '../test/testCloud'
import { buildCloudApp } from './buildCloudApp'
import './routeConfig'
import { walletKey } from '../embeddedWallet/walletKey'
import { namesSettings } from '../names/namesSettings'
import { createOnrampService } from '../onramp/onrampCloudSettings'
import { createSessionSigner } from '../sessions/sessionSigner'

/** Every method and path the route modules register, read from a bare Fastify. */
async function registeredRoutes(): Promise<string[]> {
  const bare = Fastify()
  const seen: string[] = []
  bare.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') seen.push(`${method} ${route.url}`)
  })
  for (const route of ALL_ROUTES) await bare.register(route)
  await bare.ready()
  await bare.close()
  return seen
}

// Issue acceptance 4: the document is valid OpenAPI 3.1 and lists every route.
describe('the OpenAPI document', () => {
  let cloud: Cloud
  let document: OpenApiDocument
  beforeAll(async () => {
    cloud = await startTestCloud('pglite')
    document = (await (await fetch(new URL('/openapi.json', cloud.url))).json()) as OpenApiDocument
  })
  afterAll(() => cloud?.close())

  test('validates as OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(document as unknown as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  test('lists every route of every route module, and /metrics', async () => {
    const listed = operationsOf(document).map(([method, path]) => `${method} ${path}`)
    const expected = (await registeredRoutes()).map((route) => route.replace(/:(\w+)/g, '{$1}'))
    expect(expected.length).toBeGreaterThanOrEqual(20)
    expect(new Set(listed)).toEqual(new Set([...expected, 'GET /metrics']))
  })

  // The API's contract, committed: a change to a path, method, parameter or schema shows as a diff in review, and
  // a refactor that means to change nothing (the feature modules) proves it. Accept a meant change with
  // `pnpm --filter @portico/cloud exec vitest run src/server/openApi.test.ts -u`.
  test('is the committed apps/cloud/openapi.json', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot('../../openapi.json')
  })

  test('every listed operation states its success answer and its error body', () => {
    for (const [method, path, operation] of operationsOf(document)) {
      const statuses = Object.keys(operation.responses)
      expect({
        operation: `${method} ${path}`,
        success: statuses.some((status) => status.startsWith('2')),
      }).toEqual({
        operation: `${method} ${path}`,
        success: true,
      })
    }
  })
})

// The CI check of the issue: a route without a schema cannot be added.
describe('a route without a schema', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase('memory://')
  })
  afterAll(() => db?.close())

  const build = (route: Parameters<typeof buildCloudApp>[0]['routes']) =>
    buildCloudApp({
      services: {
        db,
        projects: createProjectCache(db, Date.now),
        catalogue: createCatalogueCache(db),
        balances: createBalanceCache(db, Date.now),
        now: Date.now,
        chains: [],
        solanaChains: [],
        swapNetworks: new Set(),
        onramp: createOnrampService({ provider: 'off' }),
        nftSpamContracts: [],
        names: namesSettings({}),
        sessionSigner: createSessionSigner(),
        emailCodeSecret: Buffer.alloc(32),
        emailCodeTtlMs: 60_000,
        walletKey: walletKey({}),
      },
      logger: createLogger({ quiet: true }),
      trustProxy: 0,
      rateLimits: RATE_LIMITS,
      rateLimitCounter: databaseRateLimitCounter(db),
      metrics: createCloudMetrics(),
      routes: route,
    })

  test('without a response schema, the cloud does not start and says which route', async () => {
    const bare = build([
      async (app) => {
        app.get('/bare', { config: { access: 'open' } }, async () => ({ ok: true }))
      },
    ])
    await expect(bare).rejects.toBeInstanceOf(RouteWithoutSchemaError)
    await expect(bare).rejects.toThrow('Route GET /bare has no response schema')
  })

  test('an SDK route without a query schema does not start either', async () => {
    const noQuery = build([
      async (app) => {
        app.get(
          '/no-query',
          {
            schema: { response: { 200: Type.Object({}) } },
            config: { access: 'sdk', rateLimitFamily: 'catalogue' },
          },
          async () => ({}),
        )
      },
    ])
    await expect(noQuery).rejects.toThrow('Route GET /no-query has no querystring schema')
  })

  test('the route modules themselves all start', async () => {
    const app = await build(ALL_ROUTES)
    await app.ready()
    await app.close()
  })
})
