import { truncateAddress } from '@portico/core'
import { addDevnetWallet } from '@portico/test-wallets/playwright'
import { expect, test } from './fixtures'
import { connectDevnetWallet, openDemo } from './support/demoPage'
import { demoWalletAddress, readDevnet } from './support/localStack'

test("a host's own e2e: the browser bundle from addInitScript connects, and about:blank stays quiet", async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await addDevnetWallet(page, {
    chains: [{ chainId: l1.chainId, rpcUrl: l1.rpcUrl, name: l1.name }],
    solana: false,
  })

  await page.goto('about:blank')
  expect(await page.evaluate(() => 'porticoDevnetWallet' in window)).toBe(false)

  // `?wallet=none`: the demo installs no wallet of its own, so the one connected is the bundle's.
  await openDemo(page, '/?wallet=none')
  await connectDevnetWallet(page)
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(demoWalletAddress())}`) }),
  ).toBeVisible()
  expect(errors).toEqual([])
})
