import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

// axe-core's browser build, put in the page once: @axe-core/playwright injects it again for every check and opens
// a blank page to finish each run, which made up two thirds of the gallery's time.
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source

/** axe-core's violations in `selector`'s element (open shadow roots and frames included), one line each. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // In every frame too: axe checks a frame's document only where it runs itself (the secure frame's stories).
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window)
    if (!present) await frame.evaluate(AXE_SOURCE)
  }
  const violations = await page.evaluate(async (root) => {
    const axe = (window as unknown as { axe: { run(context: string): Promise<AxeResults> } }).axe
    return (await axe.run(root)).violations
  }, selector)
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
  )
}
