import { truncateAddress } from '@portico/core'
import { formatUnits, parseEther, parseUnits } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, hookValue, modal, openDemo, switchWalletToChain } from './support/demoPage'
import { demoWalletAddress, readDevnet, readDusd } from './support/localStack'
import {
  fillSwap,
  getAmountsOut,
  openModalSwap,
  readAllowance,
  readMarket,
  readToken,
  sentSince,
} from './support/swapMarket'

/** How the Swap view writes a token amount: English grouping, up to 6 decimals of the exact value. */
const shown = (units: bigint, decimals: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(
    formatUnits(units, decimals) as Intl.StringNumericLiteral,
  )
// A swap waits for its blocks and the balances read again: a loaded machine takes seconds.
const SWAP_DONE = { timeout: 30_000 }

test('acceptance 1: 1 ETH → DUSD: the quote is Router02’s getAmountsOut; ETH falls by 1 plus gas, DUSD rises by at least the minimum', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const market = await readMarket(request)
  const sender = demoWalletAddress()
  await openDemo(page)
  await connectDevnetWallet(page)
  const view = await openModalSwap(page, sender)
  await fillSwap(page, { from: 'ETH', to: 'DUSD', amount: '1' })

  const quote = view.getByRole('region', { name: 'Quote' })
  await expect(quote).toBeVisible()
  const expected = await getAmountsOut(l1, market.router, parseEther('1'), [market.weth, market.DUSD])
  await expect(quote.getByText(/^You receive about/)).toHaveText(
    `You receive about ${shown(expected, 6)} DUSD`,
  )
  // SPEC §9: the minimum is the quote less 1 %, rounded down.
  const minimum = (expected * 99n) / 100n
  await expect(quote).toContainText(`Minimum received${shown(minimum, 6)} DUSD`)

  const ethBefore = await l1.client.getBalance({ address: sender })
  const dusdBefore = await readDusd(l1, sender)
  const block = await l1.client.getBlockNumber({ cacheTime: 0 })
  await view.getByRole('button', { name: 'Review swap' }).click()
  await expect(view.getByRole('list', { name: 'Steps in your wallet' })).toHaveText('Swap ETH for DUSD')
  await view.getByRole('button', { name: 'Swap now' }).click()
  await expect(view.getByText('Swap complete. Balances updated.')).toBeVisible(SWAP_DONE)

  const sent = await sentSince(l1, sender, block)
  expect(sent.map((tx) => tx.to?.toLowerCase())).toEqual([market.router.toLowerCase()])
  expect(ethBefore - (await l1.client.getBalance({ address: sender }))).toBe(
    parseEther('1') + (sent[0]?.fee ?? 0n),
  )
  expect((await readDusd(l1, sender)) - dusdBefore).toBeGreaterThanOrEqual(minimum)
})

test('acceptance 2: DUSD → DDL with no allowance: the approval runs first, then the swap; a second swap needs no approval', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const market = await readMarket(request)
  const sender = demoWalletAddress()
  expect(await readAllowance(l1, market.DUSD, sender, market.router)).toBe(0n)
  await openDemo(page)
  await connectDevnetWallet(page)
  const view = await openModalSwap(page, sender)
  const steps = view.getByRole('list', { name: 'Steps in your wallet' }).getByRole('listitem')

  await fillSwap(page, { from: 'DUSD', to: 'DDL', amount: '10' })
  await expect(view.getByRole('region', { name: 'Quote' })).toBeVisible()
  const ddlBefore = await readToken(l1, market.DDL, sender)
  const dusdBefore = await readDusd(l1, sender)
  let block = await l1.client.getBlockNumber({ cacheTime: 0 })
  await view.getByRole('button', { name: 'Review swap' }).click()
  await expect(steps).toHaveText(['Approve DUSD for the exchange', 'Swap DUSD for DDL'])
  await view.getByRole('button', { name: 'Approve and swap' }).click()
  await expect(view.getByText('Swap complete. Balances updated.')).toBeVisible(SWAP_DONE)
  expect((await sentSince(l1, sender, block)).map((tx) => tx.to?.toLowerCase())).toEqual([
    market.DUSD.toLowerCase(),
    market.router.toLowerCase(),
  ])
  expect(await readAllowance(l1, market.DUSD, sender, market.router)).toBeGreaterThan(0n)
  expect(await readDusd(l1, sender)).toBe(dusdBefore - parseUnits('10', 6))
  expect(await readToken(l1, market.DDL, sender)).toBeGreaterThan(ddlBefore)

  block = await l1.client.getBlockNumber({ cacheTime: 0 })
  await fillSwap(page, { from: 'DUSD', to: 'DDL', amount: '5' })
  await expect(view.getByRole('region', { name: 'Quote' })).toBeVisible()
  await view.getByRole('button', { name: 'Review swap' }).click()
  await expect(steps).toHaveText(['Swap DUSD for DDL'])
  await view.getByRole('button', { name: 'Swap now' }).click()
  await expect(view.getByText('Swap complete. Balances updated.')).toBeVisible(SWAP_DONE)
  expect((await sentSince(l1, sender, block)).map((tx) => tx.to?.toLowerCase())).toEqual([
    market.router.toLowerCase(),
  ])
})

test('acceptance 3: above the balance → "Insufficient balance" before any prompt; the wallet rejects → the form is kept', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const sender = demoWalletAddress()
  const nonce = await l1.client.getTransactionCount({ address: sender })
  await openDemo(page)
  await connectDevnetWallet(page)
  const view = await openModalSwap(page, sender)

  await fillSwap(page, { from: 'ETH', to: 'DUSD', amount: '100000000' })
  await expect(view.getByRole('alert')).toHaveText('Insufficient balance')
  await expect(view.getByRole('button', { name: 'Review swap' })).toBeDisabled()
  expect(await l1.client.getTransactionCount({ address: sender })).toBe(nonce)

  await fillSwap(page, { from: 'ETH', to: 'DUSD', amount: '0.25' })
  await expect(view.getByRole('region', { name: 'Quote' })).toBeVisible()
  await view.getByRole('button', { name: 'Review swap' }).click()
  await page.evaluate(() => window.porticoDevnetWallet?.rejectNext())
  await view.getByRole('button', { name: 'Swap now' }).click()
  await expect(view.getByRole('alert')).toHaveText('The swap was rejected in your wallet')
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.25')
  await expect(view.getByRole('combobox', { name: 'You receive' }).locator('option:checked')).toHaveText(
    /^DUSD/,
  )
  await expect(modal(page, 'Swap')).toBeVisible()
  expect(await l1.client.getTransactionCount({ address: sender })).toBe(nonce)
})

test('acceptance 3: a chain the page offers no swaps on → no Swap action there, and the Swap view says "Network not supported for Swaps" when the wallet moves to it', async ({
  page,
  request,
}) => {
  const { l2 } = await readDevnet(request)
  const sender = demoWalletAddress()
  // The L1 only: the L2 has a market, but this page (the host's swapNetworks) does not offer swaps on it.
  await openDemo(page, '/?swapNetworks=31337')
  await connectDevnetWallet(page)
  const view = await openModalSwap(page, sender)
  await expect(view.getByRole('textbox', { name: 'Amount' })).toBeVisible()

  await switchWalletToChain(page, { chainId: l2.chainId, name: l2.name, rpcUrl: l2.rpcUrl })
  await expect(hookValue(page, 'useNetwork().chainId')).toHaveText('31338')
  await expect(modal(page, 'Swap').getByRole('alert')).toHaveText('Network not supported for Swaps')

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(sender)}`) }).click()
  const actions = modal(page, 'Account').getByRole('list', { name: 'Wallet actions' })
  await expect(actions.getByRole('button', { name: 'Send' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Swap' })).toHaveCount(0)
})
