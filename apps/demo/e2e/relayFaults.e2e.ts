import type { Page, WebSocketRoute } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { connectWithTestWallet, walletConnectAddress, walletConnectTest } from './support/walletConnect'

// The relay fails under the page — down when the QR view opens, or its socket cut in the
// middle of a session. The fault sits between the page and the real relay (Playwright's WebSocket route).

async function relayUrl(page: Page): Promise<string> {
  const { relayUrl } = (await (await page.request.get('/portico/stack.json')).json()) as { relayUrl: string }
  return relayUrl
}

const startsWith = (prefix: string) => (url: URL) => url.href.startsWith(prefix)

walletConnectTest(
  'relay down at open: the QR view says so and tries again by itself; once the relay is back the QR code pairs',
  async ({ page, wallet }) => {
    let down = true
    const relay = await relayUrl(page)
    await page.routeWebSocket(startsWith(relay), (socket) => {
      if (down) return socket.close({ code: 1011, reason: 'relay down' })
      socket.connectToServer()
    })
    await openDemo(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    const view = modal(page, 'WalletConnect')
    await expect(view.getByRole('alert')).toHaveText("Can't reach the WalletConnect relay", {
      timeout: 20_000,
    })
    await expect(view.getByText(/^Trying again/)).toBeVisible()
    down = false
    await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({ timeout: 20_000 })
    await expect(view.getByRole('alert')).toHaveCount(0)
    await view.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  },
)

walletConnectTest(
  'relay socket killed mid-session: the session survives and the next request goes through',
  async ({ page, wallet }) => {
    const relay = await relayUrl(page)
    const sockets: WebSocketRoute[] = []
    await page.routeWebSocket(startsWith(relay), (socket) => {
      sockets.push(socket)
      socket.connectToServer()
    })
    await openDemo(page)
    await connectWithTestWallet(page, wallet)
    // The relay drops the page's socket, as a relay restart or a network change would.
    for (const socket of sockets) await socket.close({ code: 1006, reason: 'connection lost' })
    const before = sockets.length

    const message = `after the relay dropped us ${crypto.randomUUID()}`
    const form = page.getByRole('form', { name: 'Sign a message' })
    await form.getByRole('textbox', { name: 'Message' }).fill(message)
    await form.getByRole('button', { name: 'Sign message' }).click()
    const output = form.getByRole('status', { name: 'Signature' })
    await expect(output).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    const signature = (await output.textContent()) as `0x${string}`
    expect(await verifyMessage({ address: walletConnectAddress(), message, signature })).toBe(true)
    // The page opened a new socket to the relay by itself.
    expect(sockets.length).toBeGreaterThan(before)
    await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  },
)
