import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect } from './fixtures'
import { hookValue, modal, openDemo, statusHistory } from './support/demoPage'
import { connectWithTestWallet, walletConnectAddress, walletConnectTest } from './support/walletConnect'

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(`@portico/${name}`) ?? '{}') as unknown, key)

walletConnectTest(
  'WalletConnect: the wallet disconnecting disconnects every namespace; a fresh session survives a reload with no new pairing, and the page disconnecting ends it in the wallet',
  async ({ page, wallet }) => {
    await openDemo(page, '/?wallet=none')
    const first = await connectWithTestWallet(page, wallet)
    expect(wallet.sessionTopics()).toEqual([first.topic])

    // SPEC §4: a WalletConnect disconnect clears every namespace the session served.
    await wallet.disconnect(first.topic)
    await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
    await expect(hookValue(page, 'useAccount().address')).toHaveText('—')
    await expect.poll(() => stored(page, 'connections')).toEqual({})
    await expect
      .poll(() => stored(page, 'connectedConnectors'))
      .toEqual({ eip155: { connectorId: 'walletConnect', status: 'disconnected' } })

    const second = await connectWithTestWallet(page, wallet)
    expect(second.uri).not.toBe(first.uri)
    await page.reload()
    // Restored from the stored session: reconnecting → connected with no modal and no pairing offered.
    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
    await expect(statusHistory(page)).toHaveText(['disconnected', 'reconnecting', 'connected'])
    await expect(hookValue(page, 'useAccount().address')).toHaveText(walletConnectAddress())
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(wallet.sessionTopics()).toEqual([second.topic])

    // The restored session still reaches the wallet.
    const form = page.getByRole('form', { name: 'Sign a message' })
    await form.getByRole('textbox', { name: 'Message' }).fill('after reload')
    await form.getByRole('button', { name: 'Sign message' }).click()
    const signature = form.getByRole('status', { name: 'Signature' })
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address: walletConnectAddress(),
        message: 'after reload',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)

    // Disconnect from the page's side ends the session in the wallet too.
    await page.getByRole('button', { name: /^Account / }).click()
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
    await expect.poll(() => wallet.sessionTopics()).toEqual([])
  },
)
