import { getDevnetAccounts } from '@portico/devnet'
import { verifyMessage } from 'viem'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { allowClipboard, copyPairingUri, openWalletConnect } from './support/walletConnect'

// apps/demo/src/wallet/openDemoWallet.ts: the /wallet page holds devnet account 2.
const walletPageAddress = () => getDevnetAccounts()[2]?.address

test('two tabs: the modal’s link pasted into the /wallet page pairs, approves, signs, and its disconnect reaches the modal’s page', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  const walletTab = await context.newPage()
  await walletTab.goto('/wallet')
  await expect(walletTab.getByRole('status', { name: 'Wallet address' })).toHaveText(
    walletPageAddress() ?? 'missing',
  )

  await openDemo(page, '/?wallet=none')
  await openWalletConnect(page)
  const uri = await copyPairingUri(page)

  await walletTab.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
  await walletTab.getByRole('button', { name: 'Pair' }).click()
  await walletTab.getByRole('button', { name: 'Approve' }).click()
  await expect(walletTab.getByRole('status', { name: 'Wallet status' })).toHaveText('Connected')

  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  await expect(hookValue(page, 'useAccount().address')).toHaveText(walletPageAddress() ?? 'missing')

  const form = page.getByRole('form', { name: 'Sign a message' })
  await form.getByRole('textbox', { name: 'Message' }).fill('two tabs')
  await form.getByRole('button', { name: 'Sign message' }).click()
  const signature = form.getByRole('status', { name: 'Signature' })
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const address = walletPageAddress()
  if (!address) throw new Error('devnet account 2 missing')
  expect(
    await verifyMessage({
      address,
      message: 'two tabs',
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  await expect(walletTab.getByRole('status', { name: 'Requests answered' })).toHaveText('1')

  await walletTab.getByRole('list', { name: 'Sessions' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  await expect(modal(page, 'Account')).toHaveCount(0)
})
