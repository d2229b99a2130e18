import type { Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { demoWalletAddress, readDevnet, readDusd } from './support/localStack'
import { openModalBuy, pointPageAtCloud, startCloudWithOnrampOff } from './support/onramp'

// The checkout pays on chain and the modal polls the order every 2 s: a loaded machine takes seconds.
const ORDER_DONE = { timeout: 45_000 }
const DECLINED = 'Your card was declined. Nothing was charged and no funds were sent.'

/** Options and limits shown, 5 USD refused as typed, then 100 USD of DUSD quoted: the quoted amount. */
async function quoteHundredDusd(page: Page, address: string) {
  const view = await openModalBuy(page, address)
  await expect(view.getByRole('group', { name: 'Provider' })).toContainText('Meld')
  await expect(view.getByRole('group', { name: 'Provider' })).toContainText('Coinbase')
  await expect(view.getByText('Card limits: $10.00 to $7,500.00')).toBeVisible()
  await view.getByRole('combobox', { name: 'You buy' }).selectOption('DUSD')
  const amount = view.getByRole('textbox', { name: 'Amount (USD)' })
  await amount.fill('5')
  await expect(view.getByRole('alert')).toHaveText('The minimum is $10.00')
  await expect(view.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await amount.fill('100')
  const receive = view.getByRole('region', { name: 'Quote' }).getByText(/^You receive /)
  await expect(receive).toBeVisible()
  const quoted = /^You receive ([\d,.]+) DUSD$/.exec((await receive.textContent()) ?? '')?.[1]
  if (!quoted) throw new Error(`no DUSD amount in the quote: ${await receive.textContent()}`)
  return { view, quoted: parseUnits(quoted.replaceAll(',', ''), 6), quotedText: quoted }
}

/** Continue → the checkout page in the popup the click opened → pay with `card`. */
async function payInCheckout(page: Page, view: ReturnType<typeof modal>, card: string) {
  const popupOpened = page.waitForEvent('popup')
  await view.getByRole('button', { name: 'Continue' }).click()
  const checkout = await popupOpened
  await checkout.waitForURL(/\/onramp\/checkout\//)
  await checkout.getByLabel('Card number').fill(card)
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/40')
  await checkout.getByLabel('Security code').fill('123')
  await checkout.getByRole('button', { name: 'Pay 100.00 USD' }).click()
  return checkout
}

test('acceptance 4: 100 USD of DUSD by card — options, limits, 5 USD refused, the quote; the test card credits exactly the quote', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const buyer = demoWalletAddress()
  await openDemo(page)
  await connectDevnetWallet(page)
  const { view, quoted, quotedText } = await quoteHundredDusd(page, buyer)
  const before = await readDusd(l1, buyer)

  const checkout = await payInCheckout(page, view, '4242 4242 4242 4242')
  await expect(checkout.getByRole('status')).toContainText('Payment complete.', ORDER_DONE)
  await expect(modal(page, 'Buying').getByRole('status').filter({ hasText: 'Received' })).toHaveText(
    `Received ${quotedText} DUSD`,
    ORDER_DONE,
  )
  expect((await readDusd(l1, buyer)) - before).toBe(quoted)
})

test('acceptance 4: the declining test card — a clear failure in the checkout and the modal, nothing credited', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const buyer = demoWalletAddress()
  await openDemo(page)
  await connectDevnetWallet(page)
  const { view } = await quoteHundredDusd(page, buyer)
  const before = await readDusd(l1, buyer)

  const checkout = await payInCheckout(page, view, '4000 0000 0000 0002')
  await expect(checkout.getByRole('status')).toContainText(DECLINED)
  await expect(modal(page, 'Buying').getByRole('alert')).toHaveText(
    `The purchase failed: ${DECLINED}`,
    ORDER_DONE,
  )
  expect(await readDusd(l1, buyer)).toBe(before)
})

test('acceptance 5: the cloud’s on-ramp provider stopped — the default options and "Estimate unavailable", no price', async ({
  page,
  request,
}) => {
  // A second cloud starts in this test (PGlite and its migrations): seconds on a loaded machine, more than a minute at worst.
  test.setTimeout(180_000)
  const cloud = await startCloudWithOnrampOff(request)
  try {
    await pointPageAtCloud(page, cloud.url)
    const quotes: unknown[] = []
    page.on('response', async (response) => {
      if (response.url().startsWith(`${cloud.url}/v1/onramp/quote`)) quotes.push(await response.json())
    })
    await openDemo(page)
    await connectDevnetWallet(page)
    const view = await openModalBuy(page, demoWalletAddress())
    await expect(view.getByRole('note')).toHaveText(
      'The provider could not be reached: default options shown',
    )
    await expect(view.getByText('Card limits: $10.00 to $7,500.00')).toBeVisible()
    await view.getByRole('textbox', { name: 'Amount (USD)' }).fill('100')
    await expect(view.getByRole('status').filter({ hasText: 'Estimate unavailable' })).toHaveText(
      'Estimate unavailable',
    )
    await expect(view.getByRole('region', { name: 'Quote' })).toHaveCount(0)
    await expect(view).not.toContainText('You receive')
    // The stopped provider's cloud answered the placeholder, and the modal showed no number from it.
    expect(quotes).toEqual([expect.objectContaining({ estimateUnavailable: true })])
  } finally {
    await cloud.stop()
  }
})
