import { afterEach, describe, expect, test } from 'vitest'
import { type Relay, startRelay } from '../startRelay'

const TOKEN = 'relay-metrics-token-for-tests'
let relay: Relay | undefined
afterEach(async () => {
  await relay?.close()
  relay = undefined
})
const scrape = (headers: Record<string, string> = {}) =>
  fetch(new URL('/metrics', relay?.httpUrl), { headers })

describe("the relay's /metrics", () => {
  // Behind one proxy, the client is the X-Forwarded-For entry the proxy wrote.
  test('without a token, a client from outside is refused and one on loopback reads them', async () => {
    relay = await startRelay({ port: 0, quiet: true, trustProxy: 1 })
    const outside = await scrape({ 'x-forwarded-for': '203.0.113.5' })
    expect(outside.status).toBe(403)
    expect(await outside.json()).toEqual({
      error:
        'metrics are served to loopback clients only: start the relay with --metrics-token to scrape them from elsewhere',
    })
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(200)
  })

  test('with a token, only its bearer reads them', async () => {
    relay = await startRelay({ port: 0, quiet: true, metricsToken: TOKEN })
    const anonymous = await scrape()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({
      error: 'metrics need the bearer token given by --metrics-token',
    })
    expect((await scrape({ authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).status).toBe(200)
  })
})
