import { afterEach, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { resetPage, setupModal, WAIT } from '../../test/modalHarness'

afterEach(resetPage)

// Playwright's role locators compute accessible names the way assistive technology does, through the shadow root.
test('the dialog, its header controls and every wallet are found by role and accessible name', async () => {
  const { client, wallets: testWallets } = await setupModal()
  // The wallet holds the request, so the dialog stays on the connecting view while it is looked at.
  testWallets.adapter.connect = () => new Promise(() => undefined)
  client.open()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await vi.waitFor(() => expect(dialog.element()).toBeTruthy(), WAIT)
  expect(dialog.getByRole('button', { name: 'Close', exact: true }).element()).toBeTruthy()
  const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await vi.waitFor(() => expect(wallets.elements()).toHaveLength(3), WAIT)
  for (const name of ['MetaMask Installed', 'Rabby Installed', 'Ledger Live']) {
    expect(dialog.getByRole('button', { name, exact: true }).element()).toBeTruthy()
  }
  await userEvent.click(dialog.getByRole('button', { name: 'Ledger Live' }))
  const connecting = page.getByRole('dialog', { name: 'Ledger Live' })
  await vi.waitFor(() => expect(connecting.element()).toBeTruthy(), WAIT)
  expect(connecting.getByRole('button', { name: 'Back', exact: true }).element()).toBeTruthy()
})
