import { Counter, Histogram, Registry } from 'prom-client'

/** Latency buckets in seconds: a cached read is a millisecond, an RPC call tens. */
const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export type CloudMetrics = {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
  rateLimitRefusals: Counter<'family'>
}

/** The cloud's Prometheus metrics, in a registry of its own so two clouds in one process stay apart. */
export function createCloudMetrics(): CloudMetrics {
  const registry = new Registry()
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
  }
}
