export type Stats = { runs: number; median: number; p95: number; min: number; max: number }

/** Median and nearest-rank p95 of samples, rounded to 0.1 ms. */
export function stats(samples: readonly number[]): Stats | undefined {
  if (samples.length === 0) return undefined
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (index: number) => sorted[Math.min(sorted.length - 1, Math.max(0, index))] as number
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? at(Math.floor(middle)) : (at(middle - 1) + at(middle)) / 2
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    runs: sorted.length,
    median: round(median),
    p95: round(at(Math.ceil(sorted.length * 0.95) - 1)),
    min: round(at(0)),
    max: round(at(sorted.length - 1)),
  }
}
