import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/** The secure frame's iframe in the host page, for a page script that looks for it as an attacker would. */
export const FRAME = 'iframe[title="Portico embedded wallet"]'

/**
 * The secure frame's own document, where the person reads and approves a request (ApproveTransaction shows
 * it over the modal's content). Playwright's clicks in it are the person's; a page script cannot reach it.
 */
export const secureFrame = (page: Page) => page.frameLocator(FRAME)

/** Chromium drops input to a cross-origin iframe that moved within this long (its clickjacking guard). */
const MOVED_FRAME_INPUT_GUARD_MS = 500

/** Resolves once the iframe's box has not changed for longer than Chromium's moved-frame guard. */
async function frameAtRest(page: Page) {
  const frame = page.locator(FRAME)
  let box = JSON.stringify(await frame.boundingBox())
  let since = Date.now()
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await frame.boundingBox())
        if (now !== box) [box, since] = [now, Date.now()]
        return Date.now() - since > MOVED_FRAME_INPUT_GUARD_MS
      },
      { intervals: [100] },
    )
    .toBe(true)
}

/**
 * Presses the frame's `name` button as a person would, once the iframe itself has come to rest. The modal's
 * opening and view transitions slide the whole iframe, which Playwright's stability check (of the button,
 * inside the frame's document) does not see, and Chromium discards a click on a cross-origin iframe that
 * moved in the last half second: a click aimed earlier would be lost.
 */
export async function pressInFrame(
  page: Page,
  name: 'Approve' | 'Reject' | 'Continue' | 'Done' | 'Add passkey' | 'Use passkey',
) {
  const button = secureFrame(page).getByRole('button', { name, exact: true })
  await button.waitFor()
  await frameAtRest(page)
  await button.click()
}

/** The person types a mailed code in the secure frame's own field (the modal's code step shows it) and submits it. */
export async function typeCodeInFrame(page: Page, code: string) {
  await secureFrame(page).getByRole('textbox', { name: '6-digit code' }).fill(code)
  await pressInFrame(page, 'Continue')
}
