/** Runs `task` when the browser is idle; nothing on a server, where there is no page to warm. */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return
  // Safari has no requestIdleCallback: a zero-delay timeout after load is the nearest thing.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 })
  else setTimeout(task, 0)
}
