import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { logInWithEmail } from './support/emailLogin'

// The embedded wallet switches with no prompt of its own, so the modal shows
// SwitchNetwork while the secure frame moves (SPEC §4 network switch), then returns to Account.

/** True while the modal's current view, read inside its shadow root, is titled `title`. */
const viewIsTitled = (title: string) => {
  const shadow = document.querySelector('portico-modal')?.shadowRoot
  const labelId = shadow?.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')
  return Boolean(labelId) && shadow?.getElementById(labelId ?? '')?.textContent === title
}

test('from the Account view to Portico Devnet L2: SwitchNetwork shows, then Account on the new network with the same address', async ({
  page,
  request,
}) => {
  await openDemo(page)
  const { address } = await logInWithEmail(page, request)
  await page.getByRole('button', { name: /^Account / }).click()
  const account = modal(page, 'Account')
  await account.getByRole('button', { name: 'Network: Portico Devnet' }).click()

  // The view may show for a moment only: every frame's title is watched from before the click.
  const sawSwitchNetwork = page.waitForFunction(viewIsTitled, 'Switch Network', {
    polling: 'raf',
    timeout: 10_000,
  })
  await modal(page, 'Choose Network')
    .getByRole('button', { name: /^Portico Devnet L2/ })
    .click()
  await sawSwitchNetwork

  await expect(account.getByRole('button', { name: 'Network: Portico Devnet L2' })).toBeVisible()
  await expect(hookValue(page, 'useNetwork().chainId')).toHaveText('31338')
  await expect(hookValue(page, 'useAccount().caipAddress')).toHaveText(`eip155:31338:${address}`)
})
