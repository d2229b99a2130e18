import type { Page } from '@playwright/test'

/** What the attacker's init script leaves on the page's window for its later steps. */
export type AttackerWindow = { __everyRoot: () => (Document | ShadowRoot)[] }

/**
 * A script in the page's own world, run before the page's: every shadow root is made open, and
 * `window.__everyRoot()` lists the document and every shadow root under it (the modal's included).
 */
export function openEveryShadowRoot(page: Page) {
  return page.addInitScript(() => {
    const attach = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      return attach.call(this, { ...init, mode: 'open' })
    }
    const everyRoot = (): (Document | ShadowRoot)[] => {
      const found: (Document | ShadowRoot)[] = [document]
      for (let i = 0; i < found.length; i++)
        for (const element of found[i]?.querySelectorAll('*') ?? [])
          if (element.shadowRoot) found.push(element.shadowRoot)
      return found
    }
    Object.assign(window, { __everyRoot: everyRoot })
  })
}
