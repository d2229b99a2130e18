import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/** The password of the admin the stack made (scripts/lib/stackAdmin.mjs), kept in its folder, never served. */
export function stackAdminPassword(demoPort: string): string {
  const passwordFile = new URL(`../../../../.portico/stack-${demoPort}/cloud-admin-password`, import.meta.url)
  return readFileSync(fileURLToPath(passwordFile), 'utf8').trim()
}

/** Signs in to the stack cloud's dashboard as the admin the stack made. */
export async function signInToDashboard(page: Page, cloudUrl: string, demoPort: string) {
  const password = stackAdminPassword(demoPort)
  await page.goto(new URL('/admin/', cloudUrl).toString())
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
}

/** Creates a project in the dashboard and opens its settings; its id. */
export async function createProjectInDashboard(page: Page, name: string): Promise<string> {
  await page.getByLabel('Project name').fill(name)
  await page.getByRole('button', { name: 'Create project' }).click()
  const projectId = (await page.getByTestId('new-project-id').textContent()) ?? ''
  expect(projectId).toMatch(/^[A-Za-z0-9_-]{16,}$/)
  await page.getByRole('button', { name: `Settings of ${name}` }).click()
  await expect(page.getByRole('heading', { name: `${name} settings` })).toBeVisible()
  return projectId
}
