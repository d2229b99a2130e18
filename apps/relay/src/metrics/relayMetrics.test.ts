import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_MESSAGE_TTL_SECONDS } from '../constants'
import { messageId } from '../hashes'
import { messageBytes } from '../mailbox/messageBytes'
import { type Relay, startRelay } from '../startRelay'
import { createFakeClock } from '../test/fakeClock'
import { connectTestClient, type TestClient } from '../test/testClient'

/** The relay's samples by name (and labels), parsed from its Prometheus text (a malformed text throws). */
async function scrape(relay: Relay): Promise<Record<string, number>> {
  const response = await fetch(`${relay.httpUrl}/metrics`)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  const families = parsePrometheusTextFormat(await response.text())
  return Object.fromEntries(
    families.flatMap((family) =>
      family.metrics.map((metric) => {
        const labels = Object.entries(metric.labels ?? {}).map(([name, value]) => `${name}="${value}"`)
        return [labels.length ? `${family.name}{${labels.join(',')}}` : family.name, Number(metric.value)]
      }),
    ),
  )
}

// Issue acceptance 5: the relay's /metrics parses as Prometheus text and moves with its traffic.
describe('the relay’s /metrics', () => {
  const clock = createFakeClock()
  let relay: Relay
  const clients: TestClient[] = []
  beforeAll(async () => {
    relay = await startRelay({ port: 0, host: '127.0.0.1', clock, quiet: true })
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await relay.close()
  })

  test('sockets, subscriptions, publishes, refusals and the mailbox size follow what clients do', async () => {
    expect(await scrape(relay)).toEqual({
      portico_relay_sockets: 0,
      portico_relay_subscriptions: 0,
      portico_relay_mailbox_messages: 0,
      portico_relay_mailbox_bytes: 0,
      portico_relay_publishes_total: 0,
    })
    const alice = await connectTestClient(relay.url)
    // Bob leaves his deliveries unacknowledged, so the mailbox still holds them when scraped.
    const bob = await connectTestClient(relay.url, { acknowledge: false })
    clients.push(alice, bob)
    const topic = 'c'.repeat(64)
    await bob.request('irn_subscribe', { topic })
    await alice.request('irn_publish', { topic, message: 'one', ttl: 300, tag: 1108 })
    await alice.request('irn_publish', { topic, message: 'two', ttl: 300, tag: 1108 })
    await alice.request('irn_publish', { topic, message: 'three', ttl: MAX_MESSAGE_TTL_SECONDS + 1 })
    await bob.waitForDeliveries(2)
    const stored = ['one', 'two'].map((message) =>
      messageBytes({
        id: messageId(message),
        topic,
        message,
        publishedAt: clock.now(),
        expiresAt: clock.now() + 300_000,
        tag: 1108,
        senderId: alice.clientId,
        senderAddress: '127.0.0.1',
      }),
    )
    expect(await scrape(relay)).toEqual({
      portico_relay_sockets: 2,
      portico_relay_subscriptions: 1,
      portico_relay_mailbox_messages: 2,
      portico_relay_mailbox_bytes: (stored[0] ?? 0) + (stored[1] ?? 0),
      portico_relay_publishes_total: 2,
      'portico_relay_refusals_total{limit="message_ttl"}': 1,
    })
    clock.advance(301_000)
    expect(await scrape(relay)).toMatchObject({
      portico_relay_mailbox_messages: 0,
      portico_relay_mailbox_bytes: 0,
    })
  })
})
