import type { Page } from '@playwright/test'

/** The secure frame's iframe in the host page, for a page script that looks for it as an attacker would. */
export const FRAME = 'iframe[title="Portico embedded wallet"]'

/**
 * The secure frame's own document, where the person reads and approves a request (ApproveTransaction shows
 * it over the modal's content). Playwright's clicks in it are the person's; a page script cannot reach it.
 */
export const secureFrame = (page: Page) => page.frameLocator(FRAME)

/**
 * Presses the frame's `name` button as a person would, once the iframe itself has come to rest. Playwright's
 * stability check sees only the button inside the frame's document, which never moves, while the modal's
 * opening and view transitions slide the whole iframe: a click aimed then lands beside the button.
 */
export async function pressInFrame(page: Page, name: 'Approve' | 'Reject') {
  const button = secureFrame(page).getByRole('button', { name, exact: true })
  await button.waitFor()
  // A trial click only waits for the iframe's box to hold still over two animation frames, and clicks nothing.
  await page.locator(FRAME).click({ trial: true })
  await button.click()
}
