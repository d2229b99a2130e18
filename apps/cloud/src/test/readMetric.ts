import parsePrometheusTextFormat, {
  type PrometheusFamily,
  type PrometheusSample,
} from 'parse-prometheus-text-format'

export type Scrape = { families: PrometheusFamily[]; text: string }

/** Fetches /metrics and parses it as Prometheus text (a malformed exposition throws). */
export async function scrapeMetrics(baseUrl: string): Promise<Scrape> {
  const response = await fetch(new URL('/metrics', baseUrl))
  if (!response.headers.get('content-type')?.startsWith('text/plain')) throw new Error('not Prometheus text')
  const text = await response.text()
  return { families: parsePrometheusTextFormat(text), text }
}

/** The sample of `name` whose labels include `labels`, or undefined. */
export function findSample(
  { families }: Scrape,
  name: string,
  labels: Record<string, string> = {},
): PrometheusSample | undefined {
  return families
    .find((family) => family.name === name)
    ?.metrics.find((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))
}

/**
 * The `_count` of a labelled histogram, read from the text: the parser keeps a labelled histogram's
 * buckets but drops its labels, count and sum.
 */
export function histogramCount(
  { families, text }: Scrape,
  name: string,
  labels: Record<string, string>,
): number {
  if (families.find((family) => family.name === name)?.type !== 'HISTOGRAM')
    throw new Error(`${name} is no histogram`)
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}_count{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    )
  return Number(line?.split(' ').at(-1) ?? 0)
}
