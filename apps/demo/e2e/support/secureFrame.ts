import type { Page } from '@playwright/test'

/**
 * The secure frame's own document, where the person reads and approves a request (ApproveTransaction shows
 * it over the modal's content). Playwright's clicks in it are the person's; a page script cannot reach it.
 */
export const secureFrame = (page: Page) => page.frameLocator('iframe[title="Portico embedded wallet"]')
