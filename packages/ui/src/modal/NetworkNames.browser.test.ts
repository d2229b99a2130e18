import { afterEach, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { resetPage, setupModal, WAIT } from '../../test/modalHarness'

afterEach(resetPage)

// Acceptance 3 names every network item too; role locators compute names as assistive technology does.
test('acceptance 3: the Networks view, its header controls and every network item have accessible names', async () => {
  const { client } = await setupModal()
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.open()
  const account = page.getByRole('dialog', { name: 'Account' })
  await vi.waitFor(() => expect(account.element()).toBeTruthy(), WAIT)
  await userEvent.click(account.getByRole('button', { name: 'Network: Ethereum' }))
  const dialog = page.getByRole('dialog', { name: 'Choose Network' })
  await vi.waitFor(() => expect(dialog.element()).toBeTruthy(), WAIT)
  expect(dialog.getByRole('button', { name: 'Back', exact: true }).element()).toBeTruthy()
  expect(dialog.getByRole('button', { name: 'Close', exact: true }).element()).toBeTruthy()
  const networks = dialog.getByRole('list', { name: 'Networks' }).getByRole('button')
  await vi.waitFor(() => expect(networks.elements()).toHaveLength(2), WAIT)
  // The current network's check mark is named, so its state is heard, not only seen.
  expect(dialog.getByRole('button', { name: 'Ethereum Current network', exact: true }).element()).toBeTruthy()
  expect(dialog.getByRole('button', { name: 'Base', exact: true }).element()).toBeTruthy()
})
