import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabasePoolStats } from '../db/database'

/** Latency buckets in seconds: a cached read is a millisecond, an RPC call tens. */
const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export type CloudMetrics = {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
  rateLimitRefusals: Counter<'family'>
  indexerLag: Gauge<'chain'>
}

export type CreateCloudMetricsParameters = {
  /** PostgreSQL's connection pool, read at each scrape; PGlite has none. */
  pool?: () => DatabasePoolStats
}

/** The cloud's Prometheus metrics, in a registry of its own so two clouds in one process stay apart. */
export function createCloudMetrics({ pool }: CreateCloudMetricsParameters = {}): CloudMetrics {
  const registry = new Registry()
  if (pool) {
    new Gauge({
      name: 'portico_cloud_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool()
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })
  }
  return {
    registry,
    requests: new Counter({
      name: 'portico_cloud_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'portico_cloud_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS_S,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'portico_cloud_rate_limit_refusals_total',
      help: 'Requests refused with 429, by named limit',
      labelNames: ['family'],
      registers: [registry],
    }),
    indexerLag: new Gauge({
      name: 'portico_cloud_indexer_lag_blocks',
      help: "Blocks the chain's head is past the last one the history indexer stored, by CAIP-2 chain",
      labelNames: ['chain'],
      registers: [registry],
    }),
  }
}
