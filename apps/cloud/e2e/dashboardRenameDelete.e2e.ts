import { expect, test } from '@playwright/test'
import type { Cloud } from '@portico/cloud'
import { startDashboardCloud } from './dashboardCloud'
import { expectAxeClean } from './expectAxeClean'
import { signInOnPage } from './signInOnPage'

let cloud: Cloud
test.beforeAll(async () => {
  cloud = await startDashboardCloud()
})
test.afterAll(() => cloud?.close())

type AuditEntries = { entries: { actor: string; action: string; details: Record<string, unknown> }[] }

// Rename and delete a project from its settings; the audit log lists both.
test('an admin renames a project, then deletes it only after typing its name', async ({ page }) => {
  await page.goto(new URL('/admin/', cloud.url).toString())
  await signInOnPage(page)
  await page.getByLabel('Project name').fill('Shop')
  await page.getByRole('button', { name: 'Create project' }).click()
  const projectId = (await page.getByTestId('new-project-id').textContent()) ?? ''
  await page.getByRole('button', { name: 'Settings of Shop' }).click()

  const newName = page.getByLabel('New name')
  const rename = page.getByRole('button', { name: 'Rename project' })
  await expect(newName).toHaveValue('Shop')
  await expect(rename).toBeDisabled()
  // A name of spaces passes the field's `required` but not the API: its reason shows by the field.
  await newName.fill('   ')
  await rename.click()
  await expect(page.getByRole('alert')).toHaveText('invalid project name: 1 to 100 characters')
  await newName.fill('Shop EU')
  await rename.click()
  await expect(page.getByRole('heading', { name: 'Shop EU settings' })).toBeVisible()
  await expect(rename).toBeDisabled()

  const confirm = page.getByLabel('Type “Shop EU” to confirm')
  const remove = page.getByRole('button', { name: 'Delete this project' })
  await expect(remove).toBeDisabled()
  await confirm.fill('Shop')
  await expect(remove).toBeDisabled()
  await expectAxeClean(page)
  await confirm.fill('Shop EU')
  await remove.click()

  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Project “Shop EU” deleted.')
  await expect(page.getByRole('listitem').filter({ hasText: projectId })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Settings of Portico Demo' })).toBeVisible()
  await expectAxeClean(page)

  const audit = await page.request.get(new URL(`/admin/v1/audit?project=${projectId}`, cloud.url).toString())
  const { entries } = (await audit.json()) as AuditEntries
  expect(entries.map(({ actor, action, details }) => ({ actor, action, details }))).toEqual([
    { actor: 'admin:ops', action: 'project.delete', details: { name: 'Shop EU' } },
    { actor: 'admin:ops', action: 'project.rename', details: { from: 'Shop', to: 'Shop EU' } },
    { actor: 'admin:ops', action: 'project.create', details: expect.anything() },
  ])
})
