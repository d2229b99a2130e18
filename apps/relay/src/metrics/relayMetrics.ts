import { Counter, Gauge, Registry } from 'prom-client'
import type { Clock } from '../clock'
import type { Mailbox } from '../mailbox/types'

export type RelayMetricSources = {
  /** Open, authenticated sockets of this instance. */
  sockets: () => number
  /** Topic subscriptions of this instance's sockets. */
  subscriptions: () => number
  mailbox: Mailbox
  clock: Clock
}

export type RelayMetrics = { registry: Registry; publishes: Counter; refusals: Counter<'limit'> }

/** The relay's Prometheus metrics, read when scraped, in a registry of its own per relay. */
export function createRelayMetrics({
  sockets,
  subscriptions,
  mailbox,
  clock,
}: RelayMetricSources): RelayMetrics {
  const registry = new Registry()
  new Gauge({
    name: 'portico_relay_sockets',
    help: 'Open WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(sockets())
    },
  })
  new Gauge({
    name: 'portico_relay_subscriptions',
    help: 'Topic subscriptions of the sockets on this instance',
    registers: [registry],
    collect() {
      this.set(subscriptions())
    },
  })
  new Gauge({
    name: 'portico_relay_mailbox_messages',
    help: 'Messages kept for delivery until their ttl (shared by every instance on one Redis)',
    registers: [registry],
    async collect() {
      this.set(await mailbox.count(clock.now()))
    },
  })
  new Gauge({
    name: 'portico_relay_mailbox_bytes',
    help: 'Bytes of the messages kept for delivery, held to the mailbox budget (shared on one Redis)',
    registers: [registry],
    async collect() {
      this.set(await mailbox.bytes(clock.now()))
    },
  })
  const refusals = new Counter({
    name: 'portico_relay_refusals_total',
    help: 'Publishes and subscribes this instance refused, by the limit reached',
    labelNames: ['limit'] as const,
    registers: [registry],
  })
  const publishes = new Counter({
    name: 'portico_relay_publishes_total',
    help: 'Messages published through this instance',
    registers: [registry],
  })
  return { registry, publishes, refusals }
}
