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

export type RelayMetrics = { registry: Registry; publishes: Counter }

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
  const publishes = new Counter({
    name: 'portico_relay_publishes_total',
    help: 'Messages published through this instance',
    registers: [registry],
  })
  return { registry, publishes }
}
