import { collectGarbage } from '@portico/devnet/collectGarbage'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { messageTooLargeMessage, RPC_INTERNAL_ERROR, RPC_INVALID_PARAMS, ttlTooLongMessage } from './errors'
import { DEFAULT_RELAY_LIMITS } from './limits/relayLimits'
import { RELAY_METHODS } from './rpc/methods'
import { type Relay, startRelay } from './startRelay'
import { badFrames } from './test/badFrames'
import { badParamsFor, METHOD_SHAPES, paramsText } from './test/badParams'
import { createFakeClock } from './test/fakeClock'
import { connectTestClient, type TestClient } from './test/testClient'

/** Requests per method; each is one negation of its params. */
const RUNS_PER_METHOD = 150
/** Frames wrong as a whole (not JSON, no method, odd ids, stray responses). */
const BAD_FRAME_RUNS = 300
/** The one seed of every property, so a failure replays as fast-check prints it (with its path). */
const SEED = 20_261_202
/**
 * What this process's heap may keep after every bad request was answered: the relay must hold nothing
 * for a refused request, so what stays is the test's own bookkeeping (a size, not a speed).
 */
const RETAINED_HEAP_CEILING_BYTES = 16 * 1024 * 1024
/** The limit errors whose text names the limit rather than the param (a too large message, a too long ttl). */
const LIMIT_MESSAGES = [
  messageTooLargeMessage(DEFAULT_RELAY_LIMITS.maxMessageBytes),
  ttlTooLongMessage(DEFAULT_RELAY_LIMITS.maxTtlSeconds),
]

const clock = createFakeClock()
let relay: Relay
let client: TestClient

beforeAll(async () => {
  relay = await startRelay({ port: 0, quiet: true, clock })
  client = await connectTestClient(relay.url)
})

afterAll(async () => {
  await client?.close()
  await relay?.close()
})

test('every relay method is fed bad params', () => {
  expect(Object.keys(METHOD_SHAPES).sort()).toEqual(Object.keys(RELAY_METHODS).sort())
})

test.each(Object.keys(RELAY_METHODS))(
  '%s answers every negation of its params with an error naming it',
  async (method) => {
    const shape = METHOD_SHAPES[method]
    if (!shape) throw new Error(`${method} has no params shape in test/badParams.ts`)
    collectGarbage()
    const heapBefore = process.memoryUsage().heapUsed
    await fc.assert(
      fc.asyncProperty(badParamsFor(shape), async ({ params, field }) => {
        // A new window each time, so what passes validation meets no rate limit, only the param's own check.
        clock.advance(DEFAULT_RELAY_LIMITS.windowMs)
        const answer = await client.requestText(method, paramsText(params))
        expect(answer.result).toBeUndefined()
        expect(answer.error?.code).toBe(RPC_INVALID_PARAMS)
        const message = answer.error?.message ?? ''
        if (!LIMIT_MESSAGES.includes(message)) expect(message).toContain(`"${field}`)
      }),
      { numRuns: RUNS_PER_METHOD, seed: SEED },
    )
    // Still serving: the same socket answers a good request, and the server its health check.
    const topic = 'd'.repeat(64)
    expect((await client.request('irn_subscribe', { topic })).result).toEqual(expect.any(String))
    expect((await fetch(`${relay.httpUrl}/health`)).status).toBe(200)
    collectGarbage()
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(RETAINED_HEAP_CEILING_BYTES)
  },
)

test('a frame wrong as a whole gets one JSON-RPC error (a response to nothing none), never an internal error', async () => {
  const answers: { error?: { code: unknown; message: unknown }; result?: unknown }[] = []
  const collect = (raw: Buffer) => answers.push(JSON.parse(raw.toString()))
  client.socket.on('message', collect)
  const topic = 'e'.repeat(64)
  await fc.assert(
    fc.asyncProperty(badFrames, async (frame) => {
      clock.advance(DEFAULT_RELAY_LIMITS.windowMs)
      answers.length = 0
      client.socket.send(frame.text)
      // Frames are answered in order: what came before this good request's answer is the bad frame's.
      const good = await client.request('irn_subscribe', { topic })
      expect(good.result).toEqual(expect.any(String))
      const owed = answers.slice(0, -1)
      expect(owed).toHaveLength(frame.kind === 'response' ? 0 : 1)
      for (const answer of owed) {
        expect(answer.error).toEqual({ code: expect.any(Number), message: expect.any(String) })
        expect(answer.error?.code).not.toBe(RPC_INTERNAL_ERROR)
      }
    }),
    { numRuns: BAD_FRAME_RUNS, seed: SEED },
  )
  client.socket.off('message', collect)
  expect((await fetch(`${relay.httpUrl}/health`)).status).toBe(200)
})
