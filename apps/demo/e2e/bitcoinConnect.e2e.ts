import { truncateAddress } from '@portico/core'
import { expect, test } from './fixtures'
import {
  BITCOIN_NETWORK_NAME,
  bitcoinAccounts,
  connectBitcoin,
  walletBitcoinKeys,
} from './support/bitcoinStack'
import { hookValue, modal, openDemo } from './support/demoPage'

test('connect on Bitcoin: the Account view shows the truncated payment address; useAccount lists payment and ordinal', async ({
  page,
}) => {
  await openDemo(page)
  // One multi-chain wallet, one row, whichever namespace is active.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    modal(page, 'Connect Wallet').getByRole('button', { name: /Portico Devnet Wallet/ }),
  ).toHaveCount(1)
  await page.keyboard.press('Escape')

  const address = await connectBitcoin(page)
  const [payment, ordinals] = await walletBitcoinKeys(page)
  expect(payment).toMatchObject({ purpose: 'payment', addressType: 'p2wpkh' })
  expect(ordinals).toMatchObject({ purpose: 'ordinals', addressType: 'p2tr' })
  // SPEC §9: bip122's default account is the payment one.
  expect(address).toBe(payment?.address)
  expect(address).toMatch(/^bcrt1q/)
  await expect(hookValue(page, 'useNetwork().caipNetwork.name')).toHaveText(BITCOIN_NETWORK_NAME)
  await expect(bitcoinAccounts(page)).toHaveText([
    `payment: ${payment?.address}`,
    `ordinal: ${ordinals?.address}`,
  ])

  await page.getByRole('button', { name: `Account ${truncateAddress(address)}` }).click()
  const account = modal(page, 'Account')
  await expect(account.getByText(truncateAddress(address), { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: `Network: ${BITCOIN_NETWORK_NAME}` })).toBeVisible()
  // SPEC §1: no balance on Bitcoin, and none pretending to be zero.
  await expect(account.getByText(/^Balance:/)).toHaveCount(0)
})
