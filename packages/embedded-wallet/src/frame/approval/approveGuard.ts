/** SPEC's guard: Approve waits this long after the request became visible, so a click aimed before cannot land on it. */
export const APPROVE_ENABLE_DELAY_MS = 500
/** IntersectionObserver v2's shortest allowed delay between visibility reports. */
const VISIBILITY_REPORT_DELAY_MS = 100

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/** Whether this browser has IntersectionObserver v2 (`trackVisibility`: unoccluded, untransformed, opaque). */
export const tracksVisibility = () =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/**
 * Enables Approve only APPROVE_ENABLE_DELAY_MS after `button` became visible to the person, and only while it
 * stays so: on screen and, where the browser can tell, not covered or faded by the embedding page.
 * `rearm` starts the wait again (a new request was shown in the same place).
 */
export function createApproveGuard(button: HTMLElement, onEnabled: (enabled: boolean) => void) {
  let visible = false
  let enabled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const set = (next: boolean) => {
    if (next === enabled) return
    enabled = next
    onEnabled(next)
  }
  const arm = () => {
    clearTimeout(timer)
    set(false)
    if (visible) timer = setTimeout(() => set(true), APPROVE_ENABLE_DELAY_MS)
  }
  const v2 = tracksVisibility()
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      const now = entry.isIntersecting && (!v2 || entry.isVisible === true)
      if (now === visible) return
      visible = now
      arm()
    },
    // trackVisibility and delay are v2's options; a v1 browser ignores them and reports intersection only.
    {
      threshold: [0, 1],
      trackVisibility: true,
      delay: VISIBILITY_REPORT_DELAY_MS,
    } as IntersectionObserverInit,
  )
  observer.observe(button)
  return {
    rearm: arm,
    /** A click counts only when the person made it (never a script's `click()`) and the guard is open. */
    accepts: (event: Event) => event.isTrusted && enabled && visible,
    stop() {
      clearTimeout(timer)
      observer.disconnect()
    },
  }
}
