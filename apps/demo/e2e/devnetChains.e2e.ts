import { DEVNET_EVM_CHAINS, getDevnetAccounts } from '@portico/devnet'
import { createWalletClient, http, parseEther } from 'viem'
import { expect, test } from './fixtures'

test('shows both devnet chains with live block numbers that grow after a transaction', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Portico demo', level: 1 })).toBeVisible()

  for (const chain of DEVNET_EVM_CHAINS) {
    const card = page.getByRole('region', { name: chain.name, exact: true })
    await expect(card.getByRole('definition').first()).toHaveText(String(chain.chainId))
  }

  const l2Card = page.getByRole('region', { name: 'Portico Devnet L2', exact: true })
  const blockBefore = Number(await l2Card.getByRole('definition').nth(1).textContent())
  expect(blockBefore).toBeGreaterThanOrEqual(2) // two fixture deployments

  const [sender, receiver] = getDevnetAccounts()
  if (!sender || !receiver) throw new Error('devnet accounts missing')
  const wallet = createWalletClient({ account: sender, transport: http('http://127.0.0.1:8546') })
  await wallet.sendTransaction({ chain: null, to: receiver.address, value: parseEther('0.01') })

  await expect(l2Card.getByRole('definition').nth(1)).toHaveText(String(blockBefore + 1))
})
