/** One event of a Chrome trace (the Trace Event Format; times in microseconds). */
export type TraceEvent = {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string } }
}

export type TraceCategory = 'scripting' | 'gc' | 'style' | 'layout' | 'paint' | 'loading' | 'other'

export type TraceSummary = {
  /** Click → painted, from the page's own user-timing marks. */
  windowMs: number
  /** Main-thread self time in the window by kind of work, and the time the thread sat idle. */
  mainThreadMs: Record<TraceCategory | 'idle', number>
  /** Tasks of 16 ms or more that ran in the window (a frame's budget), longest first. */
  longTasksMs: number[]
  /** Scripts compiled or evaluated in the window: code that was not yet in the page at the click. */
  scriptsInWindow: string[]
}

// The kinds of work DevTools' performance panel shows, by the trace event names Chromium records.
const CATEGORY_OF: Record<string, TraceCategory> = {
  FunctionCall: 'scripting',
  EvaluateScript: 'scripting',
  'v8.compile': 'scripting',
  'v8.compileModule': 'scripting',
  'v8.evaluateModule': 'scripting',
  'v8.produceModuleCache': 'scripting',
  TimerFire: 'scripting',
  FireAnimationFrame: 'scripting',
  FireIdleCallback: 'scripting',
  EventDispatch: 'scripting',
  RunMicrotasks: 'scripting',
  'V8.Execute': 'scripting',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  ComputeIntersections: 'layout',
  HitTest: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayerTree: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'loading',
  ResourceReceivedData: 'loading',
}

const LONG_TASK_US = 16_000

/**
 * What the renderer's main thread did between the marks `startMark` and `endMark`: each complete event's
 * self time (its length less its children's), clipped to the window and summed by kind of work.
 */
export function summariseTrace(
  events: readonly TraceEvent[],
  startMark: string,
  endMark: string,
): TraceSummary {
  const start = events.find((event) => event.name === startMark)
  const end = events.find((event) => event.name === endMark && event.pid === start?.pid)
  if (!start || !end) throw new Error(`the trace has no ${start ? endMark : startMark} mark`)
  const mainThread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === start.pid &&
      event.args?.name === 'CrRendererMain',
  )
  if (!mainThread) throw new Error('the trace names no renderer main thread for the page')
  const [from, to] = [start.ts, end.ts]
  const clip = (begin: number, finish: number) => Math.max(0, Math.min(finish, to) - Math.max(begin, from))

  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid)
    .filter((event) => event.ts < to && event.ts + (event.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))

  const byCategory: Record<TraceCategory, number> = {
    scripting: 0,
    gc: 0,
    style: 0,
    layout: 0,
    paint: 0,
    loading: 0,
    other: 0,
  }
  // Walks the nesting: an event's clipped length goes to its kind, and is taken from its parent's.
  const stack: { event: TraceEvent; category: TraceCategory }[] = []
  let busy = 0
  for (const event of complete) {
    const finish = event.ts + (event.dur ?? 0)
    while (
      stack.length &&
      (stack.at(-1) as { event: TraceEvent }).event.ts +
        ((stack.at(-1) as { event: TraceEvent }).event.dur ?? 0) <=
        event.ts
    )
      stack.pop()
    const parent = stack.at(-1)
    const length = clip(event.ts, finish)
    const category = CATEGORY_OF[event.name] ?? parent?.category ?? 'other'
    if (parent) byCategory[parent.category] -= length
    else busy += length
    byCategory[category] += length
    stack.push({ event, category })
  }

  const toMs = (us: number) => Math.round(us / 100) / 10
  const longTasksMs = complete
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= LONG_TASK_US)
    .map((event) => toMs(event.dur ?? 0))
    .sort((a, b) => b - a)
  const scriptsInWindow = [
    ...new Set(
      complete
        .filter((event) =>
          /^(EvaluateScript|v8\.compileModule|v8\.evaluateModule|v8\.compile)$/.test(event.name),
        )
        .map((event) => event.args?.data?.url ?? '')
        .filter(Boolean)
        .map((url) => url.replace(/^.*\//, '')),
    ),
  ]
  return {
    windowMs: toMs(to - from),
    mainThreadMs: {
      ...(Object.fromEntries(Object.entries(byCategory).map(([name, us]) => [name, toMs(us)])) as Record<
        TraceCategory,
        number
      >),
      idle: toMs(to - from - busy),
    },
    longTasksMs,
    scriptsInWindow,
  }
}
