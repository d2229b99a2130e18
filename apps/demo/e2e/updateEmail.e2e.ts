import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { freshEmail, logInWithEmail, readLoginCode, shownEmail } from './support/emailLogin'
import { typeCodeInFrame } from './support/secureFrame'

// The email of an embedded wallet changes with two codes, one mailed to the current
// address and one to the new; the Account view then shows the new email, after a reload too.

test('update email: a code to the current address, then one to the new → the account shows the new email', async ({
  page,
  request,
}) => {
  await openDemo(page)
  const { email, address } = await logInWithEmail(page, request)
  const newEmail = freshEmail()

  await page.getByRole('button', { name: /^Account / }).click()
  await expect(shownEmail(page, email)).toBeVisible({ timeout: 20_000 })
  await modal(page, 'Account').getByRole('button', { name: 'Change email' }).click()
  const view = modal(page, 'Change email')
  await view.getByRole('textbox', { name: 'New email' }).fill(newEmail)
  await view.getByRole('button', { name: 'Continue' }).click()

  // The current address gets its second mail (the first was the login code).
  await expect(view.getByText(`Enter the code sent to ${email.slice(0, 30)}`)).toBeVisible({
    timeout: 20_000,
  })
  // Each code is typed in the secure frame's own field, shown over the step.
  await typeCodeInFrame(page, await readLoginCode(request, email, 2))

  await expect(view.getByText(/^Now the code sent to/)).toBeVisible({ timeout: 20_000 })
  await typeCodeInFrame(page, await readLoginCode(request, newEmail, 1))

  await expect(view.getByText(/^Your email is now/)).toBeVisible({ timeout: 20_000 })
  await view.getByRole('button', { name: 'Back to account' }).click()
  await expect(shownEmail(page, newEmail)).toBeVisible()

  // The frame's session knows the new email: a reload shows it, on the same wallet.
  await openDemo(page, '/', 'connected')
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(shownEmail(page, newEmail)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('status', { name: 'useAccount().address', exact: true })).toHaveText(address)
})
