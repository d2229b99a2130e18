import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { findSample, histogramCount, scrapeMetrics } from '../test/readMetric'
import { cloudUrl, startTestCloud } from '../test/testCloud'

// Issue acceptance 5: /metrics parses as Prometheus text and moves when requests are made.
describe('the cloud’s /metrics', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite')
  })
  afterAll(() => cloud?.close())

  const walletPages = { method: 'GET', route: '/getWallets' }

  test('counts and times requests per route pattern and status', async () => {
    const before = await scrapeMetrics(cloud.url)
    const countBefore = Number(
      findSample(before, 'portico_cloud_http_requests_total', { ...walletPages, status: '200' })?.value ?? 0,
    )
    for (let index = 0; index < 3; index++)
      expect((await fetch(cloudUrl(cloud, '/getWallets'))).status).toBe(200)
    expect((await fetch(cloudUrl(cloud, '/getWallets', { page: '0' }))).status).toBe(400)
    expect((await fetch(cloudUrl(cloud, '/getWalletImage/metamask'))).status).toBe(200)

    const after = await scrapeMetrics(cloud.url)
    expect(
      Number(
        findSample(after, 'portico_cloud_http_requests_total', { ...walletPages, status: '200' })?.value,
      ),
    ).toBe(countBefore + 3)
    expect(
      findSample(after, 'portico_cloud_http_requests_total', { ...walletPages, status: '400' })?.value,
    ).toBe('1')
    // One series for the image route, not one per wallet id.
    expect(
      findSample(after, 'portico_cloud_http_requests_total', { route: '/getWalletImage/:id', status: '200' })
        ?.value,
    ).toBe('1')
    expect(histogramCount(after, 'portico_cloud_http_request_duration_seconds', walletPages)).toBe(
      countBefore + 4,
    )
  })
})
