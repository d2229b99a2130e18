import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { startTestCloud } from '../test/testCloud'

const TOKEN = 'metrics-token-for-tests'
// Behind one proxy, the client is the X-Forwarded-For entry the proxy wrote.
const scrape = (cloud: Cloud, headers: Record<string, string> = {}) =>
  fetch(new URL('/metrics', cloud.url), { headers })

describe('without a metrics token, /metrics answers only the machine itself', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', { trustProxy: 1 })
  })
  afterAll(() => cloud?.close())

  test('a client from outside is refused; one on loopback reads the metrics', async () => {
    const outside = await scrape(cloud, { 'x-forwarded-for': '203.0.113.5' })
    expect(outside.status).toBe(403)
    expect(await outside.json()).toEqual({
      error:
        'metrics are served to loopback clients only: start the cloud with --metrics-token to scrape them from elsewhere',
    })
    const local = await scrape(cloud, { 'x-forwarded-for': '127.0.0.1' })
    expect(local.status).toBe(200)
    expect(await local.text()).toContain('portico_cloud_http_requests_total')
  })
})

describe('with a metrics token, /metrics needs it as a bearer token', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', { metricsToken: TOKEN })
  })
  afterAll(() => cloud?.close())

  test.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token' }],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('%s is 401, even from loopback', async (_name, headers) => {
    const response = await scrape(cloud, headers)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'metrics need the bearer token given by --metrics-token' })
  })

  test('the token reads the metrics', async () => {
    const response = await scrape(cloud, { authorization: `Bearer ${TOKEN}` })
    expect(response.status).toBe(200)
  })
})
