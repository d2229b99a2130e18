export type Stats = {
  runs: number
  median: number
  p95: number
  min: number
  max: number
  /** Quartiles: the middle half of the runs lies between them. */
  p25: number
  p75: number
  /** Interquartile range over the median: how far the runs disagree (0.1 = a tight run). */
  spread: number
}

/** Median, quartiles and nearest-rank p95 of samples, rounded to 0.1 ms. */
export function stats(samples: readonly number[]): Stats | undefined {
  if (samples.length === 0) return undefined
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (index: number) => sorted[Math.min(sorted.length - 1, Math.max(0, index))] as number
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? at(Math.floor(middle)) : (at(middle - 1) + at(middle)) / 2
  const rank = (fraction: number) => at(Math.ceil(sorted.length * fraction) - 1)
  const round = (value: number, step = 10) => Math.round(value * step) / step
  const [p25, p75] = [rank(0.25), rank(0.75)]
  return {
    runs: sorted.length,
    median: round(median),
    p95: round(rank(0.95)),
    min: round(at(0)),
    max: round(at(sorted.length - 1)),
    p25: round(p25),
    p75: round(p75),
    spread: median > 0 ? round((p75 - p25) / median, 100) : 0,
  }
}

/** Runs disagree too much to trust a median when the middle half spans more than this share of it. */
export const WIDE_SPREAD = 0.25
