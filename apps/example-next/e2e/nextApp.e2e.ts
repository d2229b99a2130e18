import { expect, test } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { type AnvilInstance, freePort, getDevnetAccounts, startAnvil } from '@portico/devnet'
import { addDevnetWallet, guardOutsideHosts } from '@portico/test-wallets/playwright'
import { type NextServer, startNext } from './startNext'

test.describe.configure({ mode: 'serial' })

let chain: AnvilInstance
let next: NextServer

test.beforeAll(async () => {
  chain = await startAnvil({ name: 'Portico Devnet', chainId: 31337, port: await freePort() })
  // No cloud: the app must still connect announced wallets. Port 1 is on the fetch standard's bad-port list,
  // so every request to it fails at once for the whole run; a port free now could be taken by another
  // suite's server while this one runs.
  next = await startNext({ PORTICO_RPC_URL: chain.rpcUrl, PORTICO_API_URL: 'http://127.0.0.1:1' })
})

test.afterAll(async () => {
  await next?.stop()
  await chain?.stop()
})

test('the server renders the page, a server component with Portico’s ConnectButton in it, disconnected', async ({
  request,
}) => {
  const html = await (await request.get(next.url)).text()
  expect(html).toContain('Connect Wallet')
  expect(html).toContain('Not connected')
})

test('it hydrates with no warning, connects, and a reload restores the account', async ({
  context,
  page,
}) => {
  const guard = await guardOutsideHosts(context)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await addDevnetWallet(page, {
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, name: 'Portico Devnet' }],
    solana: false,
  })

  await page.goto(next.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  const address = getDevnetAccounts()[1]?.address ?? ''
  await expect(page.getByText(`Connected as ${address}`)).toBeVisible()
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }),
  ).toBeVisible()

  // The connection cookie cookieStorage wrote: with it, the server already renders the account.
  const cookieHeader = (await context.cookies(next.url))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ')
  expect(cookieHeader).toContain('portico.session=')
  const html = await (await fetch(next.url, { headers: { cookie: cookieHeader } })).text()
  expect(html).toContain(truncateAddress(address))
  expect(html).not.toContain('Connect Wallet')

  await page.reload()
  await expect(page.getByText(`Connected as ${address}`)).toBeVisible()
  expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([])
  guard.assertNoOutsideRequests()
})

test('a returning visitor never sees Connect Wallet: the first paint already holds the account', async ({
  context,
  page,
}) => {
  await addDevnetWallet(page, {
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, name: 'Portico Devnet' }],
    solana: false,
  })
  await page.goto(next.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  const address = getDevnetAccounts()[1]?.address ?? ''
  await expect(page.getByText(`Connected as ${address}`)).toBeVisible()

  // Every label the button shows from the first byte of HTML to the restored connection.
  const labels: string[] = []
  await page.exposeFunction('recordLabel', (label: string) => labels.push(label))
  await context.addInitScript(() => {
    const record = () => {
      const button = document.querySelector('main button')
      if (button)
        (window as unknown as { recordLabel: (label: string) => void }).recordLabel(button.textContent ?? '')
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.reload()
  await expect(page.getByText(`Connected as ${address}`)).toBeVisible()
  expect(labels.length).toBeGreaterThan(0)
  expect(labels.filter((label) => label.includes('Connect'))).toEqual([])
})
