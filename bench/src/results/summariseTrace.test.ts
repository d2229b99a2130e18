import { expect, test } from 'vitest'
import { summariseTrace, type TraceEvent } from './summariseTrace'

const PAGE = { pid: 7, tid: 1 }
const main = (name: string, ts: number, dur: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...PAGE,
  ...(url ? { args: { data: { url } } } : {}),
})
const mark = (name: string, ts: number): TraceEvent => ({
  name,
  ph: 'R',
  cat: 'blink.user_timing',
  ts,
  ...PAGE,
})

const EVENTS: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } },
  // Another page's renderer: none of its work counts.
  { name: 'thread_name', ph: 'M', ts: 0, pid: 8, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'Layout', ph: 'X', ts: 1_000, dur: 50_000, pid: 8, tid: 1 },
  main('RunTask', 0, 800), // ends before the click: outside the window
  mark('bench-click', 1_000),
  // A 30 ms task: 20 ms of script (of which 5 ms compiling a chunk), then 8 ms of style and layout.
  main('RunTask', 2_000, 30_000),
  main('FunctionCall', 2_000, 20_000),
  main('v8.compileModule', 4_000, 5_000, 'http://127.0.0.1:1/assets/AccountView-abc.js'),
  main('UpdateLayoutTree', 22_000, 5_000),
  main('Layout', 27_000, 3_000),
  // A paint that runs past the painted mark is clipped to it.
  main('RunTask', 40_000, 10_000),
  main('Paint', 40_000, 10_000),
  mark('bench-painted', 45_000),
]

test('self time on the page’s main thread, by kind of work, inside the click → painted window', () => {
  expect(summariseTrace(EVENTS, 'bench-click', 'bench-painted')).toEqual({
    windowMs: 44,
    mainThreadMs: { scripting: 20, gc: 0, style: 5, layout: 3, paint: 5, loading: 0, other: 2, idle: 9 },
    longTasksMs: [30],
    scriptsInWindow: ['AccountView-abc.js'],
  })
})

test('a trace without the marks is an error, not an empty summary', () => {
  expect(() =>
    summariseTrace(
      EVENTS.filter((event) => event.name !== 'bench-painted'),
      'bench-click',
      'bench-painted',
    ),
  ).toThrow('the trace has no bench-painted mark')
})
