import { randomBytes } from 'node:crypto'
import { createDeployerClient, deployIdRegistry, freePort, startAnvil } from '@portico/devnet'
import { collectGarbage } from '@portico/devnet/collectGarbage'
import { startFarcasterRelay } from '@portico/farcaster-relay'
import { startMailSink } from '@portico/mail-sink'
import fc from 'fast-check'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '../admin/adminConstants'
import { signIn } from '../admin/routes/adminTestClient'
import { RATE_LIMITS } from '../constants'
import type { RateLimitFamily } from '../rateLimit/rateLimitFamily'
import { type BadRequest, badRequestsFor } from '../test/badOpenApiRequests'
import {
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  operationsOf,
} from '../test/openApiTypes'
import { DEMO_ORIGIN, FRAME_ORIGIN, startTestCloud } from '../test/testCloud'
import { validValue } from '../test/validOpenApiValues'

/**
 * Requests per operation: enough to meet each kind of bad input a few times, few enough for a loaded machine.
 * FUZZ_RUNS and FUZZ_SEED search further from the command line (a run of 300 takes about 90 s).
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30)
/** The one seed of every property, so a failure replays as fast-check prints it (with its path). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_202)
/** Of the bytes a pass sends, what the heap may keep: a leak keeps near all, V8's new code up to 13%. */
const RETAINED_SHARE_OF_SENT = 0.25
/** A failure bound for the heap test's two passes over every operation on a loaded machine, never a speed. */
const TWO_PASSES_TIMEOUT_MS = 240_000
const ADMIN = { username: 'fuzz-admin', password: 'correct horse battery staple' }
const BOOTSTRAP_SECRET = randomBytes(32).toString('hex')
/** The project every SDK call names; it allows the frame's origin, so one Origin passes the SDK and frame checks. */
const FUZZ_PROJECT = { id: 'fuzz-project', name: 'Fuzz', allowedOrigins: [FRAME_ORIGIN, DEMO_ORIGIN] }
/** The project the admin routes' path names, so a DELETE with a good id leaves the SDK's project in place. */
const ADMIN_TARGET_PROJECT = { id: 'fuzz-admin-target', name: 'Fuzz target', allowedOrigins: [DEMO_ORIGIN] }
/** The devnet chain the data API and the RPC proxy serve, so a good chainId reaches a real node. */
const CHAIN_ID = 31_992

// Limits high enough that the run meets each route's own checks, not the per-address limit (tested on its own).
const rateLimits = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((family) => [family, { maxRequests: 1_000_000, windowMs: 60_000 }]),
) as Record<RateLimitFamily, { maxRequests: number; windowMs: number }>

// Every feature on, each over its local counterpart, so no route answers 503 for a service it lacks.
const anvil = await startAnvil({ name: 'Bad input chain', chainId: CHAIN_ID, port: await freePort() })
const farcasterRelay = await startFarcasterRelay({ host: '127.0.0.1', port: 0 })
const mailSink = await startMailSink({ smtpPort: 0, httpPort: 0 })
const cloud = await startTestCloud('pglite', {
  adminBootstrapSecret: BOOTSTRAP_SECRET,
  projects: [FUZZ_PROJECT, ADMIN_TARGET_PROJECT],
  rateLimits,
  chains: [
    {
      chainId: CHAIN_ID,
      name: 'Bad input chain',
      rpcUrl: anvil.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [],
    },
  ],
  smtpUrl: mailSink.smtpUrl,
  nameGatewayKey: generatePrivateKey(),
  farcaster: {
    relayUrl: farcasterRelay.url,
    idRegistry: { address: await deployIdRegistry(createDeployerClient(anvil)), rpcUrl: anvil.rpcUrl },
  },
})
afterAll(async () => {
  await cloud.close()
  await Promise.all([mailSink.close(), farcasterRelay.close(), anvil.stop()])
})
const document = (await (await fetch(new URL('/openapi.json', cloud.url))).json()) as OpenApiDocument
await fetch(new URL('/admin/v1/bootstrap', cloud.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ secret: BOOTSTRAP_SECRET, ...ADMIN }),
})
let admin = await signIn(cloud.url, ADMIN.username, ADMIN.password)

/** Who the request claims to be: a page of the project (also an admin), a script, nobody, or a forger. */
type Caller = 'page' | 'script' | 'nobody' | 'forger'
const caller = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Caller>('page') },
  { weight: 3, arbitrary: fc.constant<Caller>('script') },
  { weight: 1, arbitrary: fc.constant<Caller>('nobody') },
  { weight: 1, arbitrary: fc.constant<Caller>('forger') },
)

/** What each caller sends: the page its project's Origin and the admin's session, the script the session alone. */
function headersOf(who: Caller): Record<string, string> {
  const session = { cookie: `${ADMIN_SESSION_COOKIE}=${admin.session}`, [ADMIN_CSRF_HEADER]: admin.csrf }
  switch (who) {
    case 'page':
      return { origin: FRAME_ORIGIN, ...session }
    case 'script':
      return session
    case 'nobody':
      return {}
    case 'forger':
      return {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        // A well-formed session token no admin was given, the same each run so a failure replays.
        cookie: `${ADMIN_SESSION_COOKIE}=${'f'.repeat(43)}`,
        [ADMIN_CSRF_HEADER]: 'forged',
        authorization: 'Bearer forged.token.here',
        dpop: 'forged.proof.here',
      }
  }
}

/** The good value of a parameter: the admin routes' path names the target project, the query the fuzz project. */
function goodParameter(name: string, where: 'query' | 'path', schema: JsonSchema): string {
  if (name === 'projectId') return where === 'path' ? ADMIN_TARGET_PROJECT.id : FUZZ_PROJECT.id
  if (name === 'chainId') return `eip155:${CHAIN_ID}`
  return String(validValue(name, schema))
}

const exercised = new Set<string>()

/** Sends one generated request as `who`, and reads the whole answer; `sentBytes` counts its URL, headers and body. */
async function send(
  method: string,
  request: BadRequest,
  who: Caller,
): Promise<{ status: number; type: string; text: string; sentBytes: number }> {
  const headers: Record<string, string> = headersOf(who)
  if (request.contentType !== undefined) headers['content-type'] = request.contentType
  // A body as bytes carries no content type of fetch's own, so "no content type" is what is sent.
  const body = request.body === undefined ? undefined : new TextEncoder().encode(request.body)
  const url = `${cloud.url.replace(/\/$/, '')}${request.path}${request.query ? `?${request.query}` : ''}`
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) })
  const headerBytes = Object.entries(headers).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value),
    0,
  )
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
    sentBytes: Buffer.byteLength(url) + headerBytes + (body?.byteLength ?? 0),
  }
}

/** The content types the document gives an operation's 4xx: JSON `{ error }`, and a page for a browser's pages. */
function errorTypesOf(operation: OpenApiOperation): string[] {
  const answer = operation.responses['4XX'] as { content?: Record<string, unknown> } | undefined
  return Object.keys(answer?.content ?? {})
}

/** The cloud's own error shape: a JSON object whose `error` is one non-empty line. */
function errorOf(text: string): unknown {
  try {
    const body = JSON.parse(text) as { error?: unknown }
    return typeof body.error === 'string' && body.error.length > 0 ? body.error : undefined
  } catch {
    return undefined
  }
}

const operations = operationsOf(document)
  // A change that ends the admin's session or deletes a project runs last, so it takes nothing from the others.
  .sort(([methodA, pathA], [methodB, pathB]) => lastness(methodA, pathA) - lastness(methodB, pathB))

function lastness(method: string, path: string): number {
  return method === 'DELETE' || path.endsWith('/logout') ? 1 : 0
}

/**
 * Feeds one operation its bad requests of `seed`, each answer checked, and returns the bytes sent; first signs
 * the admin in again when a logout of an earlier operation ended the session the page and the script present.
 */
async function feedBadInput(
  method: string,
  path: string,
  operation: OpenApiOperation,
  seed: number,
): Promise<number> {
  if ((await fetch(new URL('/admin/v1/session', cloud.url), { headers: headersOf('script') })).status !== 200)
    admin = await signIn(cloud.url, ADMIN.username, ADMIN.password)
  let sentBytes = 0
  await fc.assert(
    fc.asyncProperty(badRequestsFor(method, path, operation, goodParameter), caller, async (request, who) => {
      exercised.add(`${method} ${path}`)
      const answer = await send(method, request, who)
      sentBytes += answer.sentBytes
      expect(answer.status).toBeLessThan(500)
      if (answer.status >= 400) {
        // JSON `{ error }` on every route (a URL no route can read never reaches a page's own errors).
        const [type] = answer.type.split(';')
        if (type === 'application/json') expect(errorOf(answer.text)).toEqual(expect.any(String))
        else {
          expect(errorTypesOf(operation)).toContain(type)
          expect(answer.text).toMatch(/^<!doctype html>/i)
        }
      }
    }),
    { numRuns: RUNS_PER_OPERATION, seed },
  )
  return sentBytes
}

/** One pass of bad requests of `seed` over every operation, in order; returns the bytes sent. */
async function feedEveryOperation(seed: number): Promise<number> {
  let sentBytes = 0
  for (const [method, path, operation] of operations)
    sentBytes += await feedBadInput(method, path, operation, seed)
  return sentBytes
}

test.each(
  operations.map(([method, path, operation]) => [`${method} ${path}`, method, path, operation] as const),
)(
  '%s answers bad input with a 4xx of its error shape, never a 5xx, and the cloud stays up',
  async (_name, method, path, operation) => {
    await feedBadInput(method, path, operation, SEED)
    expect((await fetch(new URL('/health', cloud.url))).status).toBe(200)
  },
)

test(
  "the process's heap is flat after a pass of bad input over every operation",
  async () => {
    // A pass first, so what the cloud allocates once (compiled code, lazy caches, pooled buffers) is in place:
    // the per-operation tests above are that pass when they ran; run alone (`-t heap`), this test makes its own.
    const everyOperation = new Set(operations.map(([method, path]) => `${method} ${path}`))
    if (exercised.size < everyOperation.size) await feedEveryOperation(SEED)
    collectGarbage()
    const heapBefore = process.memoryUsage().heapUsed
    // Another seed, so a cache that grew with each new input would grow here too.
    const sentBytes = await feedEveryOperation(SEED + 1)
    collectGarbage()
    const retainedBytes = process.memoryUsage().heapUsed - heapBefore
    expect(retainedBytes).toBeLessThan(sentBytes * RETAINED_SHARE_OF_SENT)
    expect((await fetch(new URL('/health', cloud.url))).status).toBe(200)
  },
  TWO_PASSES_TIMEOUT_MS,
)

test('every operation of the document was fed bad input', () => {
  const listed = operations.map(([method, path]) => `${method} ${path}`)
  expect(listed.length).toBeGreaterThanOrEqual(20)
  expect([...exercised].sort()).toEqual([...new Set(listed)].sort())
})
