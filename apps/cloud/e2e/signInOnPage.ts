import type { Page } from '@playwright/test'
import { ADMIN } from './dashboardCloud'

/** Fills the dashboard's sign-in form as the test admin and submits it. */
export async function signInOnPage(page: Page, password = ADMIN.password): Promise<void> {
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
