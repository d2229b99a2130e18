import type { Page } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { expect } from '../fixtures'
import { modal } from './demoPage'

/** Opens the modal on Account from the page's account button, then the Send view from its wallet features. */
export async function openModalSend(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  await modal(page, 'Account')
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send' })
    .click()
  return modal(page, 'Send')
}

/** Picks the token, types the amount (or presses Max) and the receiver, then Review send. */
export async function fillSend(
  page: Page,
  { token, amount, receiver }: { token: RegExp; amount: string | 'Max'; receiver: string },
) {
  const view = modal(page, 'Send')
  const select = view.getByRole('combobox', { name: 'Token' })
  const value = await select.locator('option').filter({ hasText: token }).getAttribute('value')
  await select.selectOption(value ?? '')
  await view.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
  if (amount === 'Max') {
    await view.getByRole('button', { name: 'Max' }).click()
    await expect(view.getByRole('textbox', { name: 'Amount' })).not.toHaveValue('')
  } else await view.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await view.getByRole('button', { name: 'Review send' }).click()
}
