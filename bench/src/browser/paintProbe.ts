import type { Page } from 'playwright-core'

/** What the probe records, in the page's clock (`performance.now()`). */
export type ProbeFigures = {
  clickAt?: number
  paintedAt?: number
  painted?: string
  /** Armed by the runner (`primeProbe`): a row watched for once the open's row is painted. */
  laterRow?: string
  laterPaintedAt?: number
  keyAt?: number
  searchFor?: string
  searchPaintedAt?: number
}

type Probe = ProbeFigures & {
  /** Settle when the open's (or the search's) row is first painted. */
  opened: Promise<void>
  laterPainted: Promise<void>
  searched: Promise<void>
}

/**
 * Runs in the page before its scripts (page.addInitScript): remembers every shadow root, open or
 * closed, and after a click on #connect (or a keystroke in a search box) looks on every animation
 * frame for a visible element whose text is one of `names`. The frame where it first is, is the
 * frame that paints the wallet list. Self-contained: Playwright sends its source text.
 */
export function paintProbe(names: string[]): void {
  let opened: () => void = () => undefined
  let laterPainted: () => void = () => undefined
  let searched: () => void = () => undefined
  const probe: Probe = {
    opened: new Promise<void>((resolve) => {
      opened = resolve
    }),
    laterPainted: new Promise<void>((resolve) => {
      laterPainted = resolve
    }),
    searched: new Promise<void>((resolve) => {
      searched = resolve
    }),
  }
  ;(window as unknown as { benchProbe: Probe }).benchProbe = probe
  const roots: (Document | ShadowRoot)[] = [document]
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    return root
  }
  const parentOf = (element: Element): Element | null =>
    element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null)
  const isPainted = (element: Element): boolean => {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    if (rect.bottom < 0 || rect.top > innerHeight || rect.right < 0 || rect.left > innerWidth) return false
    for (let current: Element | null = element; current; current = parentOf(current)) {
      const style = getComputedStyle(current)
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    }
    return true
  }
  const find = (wanted: string[]): string | undefined => {
    for (const root of roots) {
      if (root instanceof ShadowRoot && !root.host.isConnected) continue
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.nodeValue ?? '').trim()
        if (text && wanted.includes(text) && node.parentElement && isPainted(node.parentElement)) return text
      }
    }
    return undefined
  }
  const watch = (wanted: string[], done: (text: string) => void) => {
    const tick = () => {
      const text = find(wanted)
      if (text) done(text)
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
  addEventListener(
    'click',
    (event) => {
      if (probe.clickAt !== undefined) return
      if (!event.composedPath().some((node) => (node as Element).id === 'connect')) return
      probe.clickAt = event.timeStamp
      // User-timing marks bound the window a performance trace of this run is read over.
      performance.mark('bench-click')
      watch(names, (text) => {
        probe.paintedAt = performance.now()
        performance.mark('bench-painted')
        probe.painted = text
        opened()
        // Watched only from here on, so that looking for it costs the open's own window nothing.
        const later = probe.laterRow
        if (later)
          watch([later], () => {
            probe.laterPaintedAt = performance.now()
            laterPainted()
          })
      })
    },
    true,
  )
  // The search figure: armed by the runner with the name to wait for, timed from the first keystroke.
  addEventListener(
    'keydown',
    (event) => {
      if (!probe.searchFor || probe.keyAt !== undefined) return
      probe.keyAt = event.timeStamp
      const target = probe.searchFor
      watch([target], () => {
        probe.searchPaintedAt = performance.now()
        searched()
      })
    },
    true,
  )
}

/**
 * Makes Playwright's evaluation script part of the page before a timed action. Its first evaluation
 * compiles and runs that script in the page (15 to 25 ms on this machine), which would otherwise land
 * inside the measured window at a random point. Arms `laterRow`, if any.
 */
export async function primeProbe(page: Page, laterRow?: string): Promise<void> {
  await page.evaluate((row) => {
    const probe = (window as unknown as { benchProbe: Probe }).benchProbe
    if (row) probe.laterRow = row
  }, laterRow)
}

/**
 * Waits for the probe's figure without polling the page (a poll is page work in the measured window):
 * one evaluation that settles with the probe's promise, after `primeProbe`.
 */
export async function readProbe(
  page: Page,
  until: 'opened' | 'laterPainted' | 'searched',
  timeoutMs: number,
): Promise<ProbeFigures> {
  return page.evaluate(
    ([key, timeout]) => {
      const probe = (window as unknown as { benchProbe: Probe }).benchProbe
      return Promise.race([
        probe[key].then((): ProbeFigures => {
          const { opened: _opened, laterPainted: _later, searched: _searched, ...figures } = probe
          return figures
        }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`nothing was painted within ${timeout} ms`)), timeout),
        ),
      ])
    },
    [until, timeoutMs] as const,
  )
}
