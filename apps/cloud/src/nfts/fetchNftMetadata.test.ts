import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchNftMetadata, NftMetadataRefusedError } from './fetchNftMetadata'

const MAX_BYTES = 1024
let server: Server
let host: string
const requested: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '')
    switch (request.url) {
      case '/token/1':
        return response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Tile #1"}')
      case '/declared-big':
        return response
          .writeHead(200, { 'content-length': String(MAX_BYTES + 1) })
          .end('x'.repeat(MAX_BYTES + 1))
      case '/streamed-big':
        // No length announced: the limit is counted on the bytes as they come.
        response.writeHead(200, { 'content-type': 'application/json' })
        for (let part = 0; part < 4; part++) response.write('x'.repeat(MAX_BYTES / 2))
        return response.end()
      case '/silent':
        return // never answers
      case '/redirect':
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
      case '/html':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
      default:
        return response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof NftMetadataRefusedError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error.reason
}

describe('fetchNftMetadata', () => {
  test('reads the JSON of a listed host', async () => {
    expect(await fetchNftMetadata(`http://${host}/token/1`, { policy: [host] })).toEqual({ name: 'Tile #1' })
  })

  test('refuses a host that is not listed without sending it anything', async () => {
    const before = requested.length
    const port = host.split(':')[1]
    expect(await refusal(fetchNftMetadata(`http://localhost:${port}/token/1`, { policy: [host] }))).toBe(
      'disallowed-url',
    )
    expect(await refusal(fetchNftMetadata(`http://${host}/token/1`, { policy: ['127.0.0.1'] }))).toBe(
      'disallowed-url',
    )
    expect(requested.length).toBe(before)
  })

  test('`*` allows public hosts only: loopback, private and cloud-metadata addresses are refused unsent', async () => {
    const before = requested.length
    const port = host.split(':')[1]
    for (const url of [
      `http://${host}/token/1`,
      `http://localhost:${port}/token/1`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/token/1',
      'http://[::1]/token/1',
    ]) {
      expect(await refusal(fetchNftMetadata(url, { policy: ['*'] }))).toBe('private-address')
    }
    expect(requested.length).toBe(before)
  })

  test('refuses other schemes and credentials in the URL', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/1', 'ipfs://bafy/1', 'not a url']) {
      expect(await refusal(fetchNftMetadata(url, { policy: ['*', host] }))).toBe('disallowed-url')
    }
    expect(await refusal(fetchNftMetadata(`http://user:pw@${host}/token/1`, { policy: [host] }))).toBe(
      'disallowed-url',
    )
  })

  test('refuses metadata larger than the limit, announced or streamed', async () => {
    for (const path of ['/declared-big', '/streamed-big']) {
      expect(
        await refusal(fetchNftMetadata(`http://${host}${path}`, { policy: [host], maxBytes: MAX_BYTES })),
      ).toBe('too-large')
    }
  })

  test('gives up on a host that does not answer in time', async () => {
    const started = Date.now()
    expect(await refusal(fetchNftMetadata(`http://${host}/silent`, { policy: [host], timeoutMs: 200 }))).toBe(
      'timeout',
    )
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  test('follows no redirect and reads no other type', async () => {
    expect(await refusal(fetchNftMetadata(`http://${host}/redirect`, { policy: [host] }))).toBe('bad-status')
    expect(await refusal(fetchNftMetadata(`http://${host}/html`, { policy: [host] }))).toBe('not-json')
    expect(await refusal(fetchNftMetadata(`http://${host}/missing`, { policy: [host] }))).toBe('bad-status')
  })
})
