import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { getDevnetAccounts } from '@portico/devnet'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from '@portico/test-wallets'
import { type Address, toHex } from 'viem'
import { expect, test } from '../fixtures'
import { hookValue, modal } from './demoPage'
import { readDevnet } from './localStack'

/** The devnet account the WalletConnect test wallet holds; no other test sends from it. */
const WALLET_CONNECT_ACCOUNT_INDEX = 6

export function walletConnectAddress(): Address {
  const account = getDevnetAccounts()[WALLET_CONNECT_ACCOUNT_INDEX]
  if (!account) throw new Error(`devnet account ${WALLET_CONNECT_ACCOUNT_INDEX} missing`)
  return account.address
}

/**
 * The Node test wallet on the stack's relay and both devnet chains: the phone a person would scan with;
 * with `bitcoin`, `polkadot` or `cosmos`, accounts on those chains too.
 */
export async function startTestWallet(
  request: APIRequestContext,
  more: Pick<WalletConnectTestWalletOptions, 'bitcoin' | 'polkadot' | 'cosmos'> = {},
): Promise<WalletConnectTestWallet> {
  const { relayUrl } = (await (await request.get('/portico/stack.json')).json()) as { relayUrl: string }
  const { l1, l2 } = await readDevnet(request)
  const account = getDevnetAccounts()[WALLET_CONNECT_ACCOUNT_INDEX]
  const key = account?.getHdKey().privateKey
  if (!key) throw new Error(`devnet account ${WALLET_CONNECT_ACCOUNT_INDEX} missing`)
  return createWalletConnectTestWallet({
    relayUrl,
    privateKeys: [toHex(key)],
    chains: [l1, l2].map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    ...more,
  })
}

/** Lets the page write the clipboard and the test read it, as a person's paste would. */
export async function allowClipboard(context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
}

/**
 * The pairing view's QR code, once shown. The first QR waits for the WalletConnect chunk, the relay's
 * handshake and a new pairing: on a loaded 2-core CI machine beside the gallery that has passed the 5 s default.
 */
export async function shownQrCode(view: Locator) {
  const qr = view.getByRole('img', { name: 'WalletConnect QR code' })
  await expect(qr).toBeVisible({ timeout: 15_000 })
  return qr
}

/** Connect Wallet → WalletConnect: the pairing view with its QR code. */
export async function openWalletConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  const view = modal(page, 'WalletConnect')
  await shownQrCode(view)
  return view
}

/** "Copy link", then the clipboard's text: the pairing URI the QR code shows. */
export async function copyPairingUri(page: Page): Promise<string> {
  await modal(page, 'WalletConnect').getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** The whole QR flow: open, copy the link, the wallet pairs and approves; the page ends connected. */
export async function connectWithTestWallet(page: Page, wallet: WalletConnectTestWallet) {
  await openWalletConnect(page)
  const uri = await copyPairingUri(page)
  await wallet.pair(uri)
  const session = await wallet.approveNext()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  return { uri, topic: session.topic }
}

/** `test` with `wallet`: the Node test wallet, started for the test with the clipboard allowed, closed after it. */
export const walletConnectTest = test.extend<{ wallet: WalletConnectTestWallet }>({
  wallet: async ({ context, request }, use) => {
    await allowClipboard(context)
    const wallet = await startTestWallet(request)
    await use(wallet)
    await wallet.disconnect().catch(() => undefined)
    await wallet.close()
  },
})
