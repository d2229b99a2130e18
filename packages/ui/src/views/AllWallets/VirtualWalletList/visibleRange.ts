export type VisibleRange = {
  /** First and last rows (inclusive) that are on screen. */
  firstVisible: number
  lastVisible: number
  /** Rows to render, overscan included: [start, end). */
  start: number
  end: number
}

/** Which rows of a fixed-height list a scroll position shows; only those (and the overscan) render. */
export function visibleRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  count: number
  overscan: number
}): VisibleRange {
  if (count === 0) return { firstVisible: 0, lastVisible: -1, start: 0, end: 0 }
  const firstVisible = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight)))
  const lastVisible = Math.min(
    count - 1,
    Math.max(firstVisible, Math.ceil((scrollTop + viewportHeight) / rowHeight) - 1),
  )
  return {
    firstVisible,
    lastVisible,
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(count, lastVisible + 1 + overscan),
  }
}
