import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ALLOWED_ORIGINS_CACHE_MAX_PROJECTS,
  ALLOWED_ORIGINS_CACHE_MS,
  createAllowedOriginsReader,
} from './readAllowedOrigins'

// A cloud's GET /projects/v1/origins, on a real socket: `known` has an origin, any other id is unknown (401).
let server: Server
let cloudUrl: string
const asked = new Map<string, number>()
beforeAll(async () => {
  server = createServer((request, response) => {
    const projectId = new URL(request.url ?? '/', 'http://cloud').searchParams.get('projectId') ?? ''
    asked.set(projectId, (asked.get(projectId) ?? 0) + 1)
    const known = projectId === 'known'
    response.writeHead(known ? 200 : 401, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(known ? { allowedOrigins: ['https://app.example'] } : { error: 'invalid key' }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cloudUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the frame server’s allowed-origins cache', () => {
  test('a project is asked once for ALLOWED_ORIGINS_CACHE_MS, and again once it has passed', async () => {
    const startMs = Date.UTC(2026, 0, 1)
    let nowMs = startMs
    const read = createAllowedOriginsReader(cloudUrl, () => nowMs)
    asked.clear()
    expect(await read('known')).toEqual(['https://app.example'])
    nowMs = startMs + ALLOWED_ORIGINS_CACHE_MS
    expect(await read('known')).toEqual(['https://app.example'])
    expect(asked.get('known')).toBe(1)
    nowMs = startMs + ALLOWED_ORIGINS_CACHE_MS + 1
    await read('known')
    expect(asked.get('known')).toBe(2)
  })

  // A frame URL's projectId is anyone's to write: random ids must not grow the cache without end.
  test('random project ids push the oldest out instead of growing the cache', async () => {
    const read = createAllowedOriginsReader(cloudUrl, () => Date.UTC(2026, 0, 1))
    asked.clear()
    await read('known')
    for (let index = 0; index < ALLOWED_ORIGINS_CACHE_MAX_PROJECTS; index++) {
      expect(await read(`random-${index}`)).toBeUndefined()
    }
    await read('known')
    expect(asked.get('known')).toBe(2)
  })
})
