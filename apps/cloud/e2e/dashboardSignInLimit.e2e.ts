import { expect, test } from '@playwright/test'
import type { Cloud } from '@portico/cloud'
import { ADMIN, startDashboardCloud } from './dashboardCloud'

const LOGIN_ATTEMPTS = 3
let cloud: Cloud
test.beforeAll(async () => {
  cloud = await startDashboardCloud({
    rateLimits: { adminLogin: { maxRequests: LOGIN_ATTEMPTS, windowMs: 60_000 } },
  })
})
test.afterAll(() => cloud?.close())

test('past the login rate limit the sign-in form says to wait, even for the right password', async ({
  page,
}) => {
  await page.goto(new URL('/admin/', cloud.url).toString())
  await page.getByLabel('Username').fill(ADMIN.username)
  const password = page.getByLabel('Password')
  const submit = page.getByRole('button', { name: 'Sign in' })
  const alert = page.getByRole('alert')
  for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt++) {
    await password.fill(`wrong password number ${attempt}`)
    await submit.click()
    await expect(alert).toHaveText('wrong username or password')
    await expect(submit).toBeEnabled()
  }
  await password.fill(ADMIN.password)
  await submit.click()
  await expect(alert).toHaveText(
    /^Too many attempts \(rate limited: too many requests\)\. Try again in \d+ s\.$/,
  )
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toHaveCount(0)
})
