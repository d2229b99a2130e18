import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The page has no axe-core violation (WCAG 2 A/AA and best practices), each listed by rule and element. */
export async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    ),
  ).toEqual([])
}
