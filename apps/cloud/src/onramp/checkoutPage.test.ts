import { type Devnet, freeDevnetPorts, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { chromium } from 'playwright-core'
import { createPublicClient, createTestClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chromiumLaunchOptions } from '../../../../playwright.shared'
import { chainsFromDevnetDescription } from '../chains/chainsFromDevnet'
import type { Cloud } from '../startCloud'
import { devnetWallet } from '../test/devnetWallet'
import { cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { ONRAMP_CARD_DECLINED_MESSAGE, ONRAMP_NOT_A_TEST_CARD_MESSAGE } from './onrampErrors'
import type { OnrampOrderView } from './onrampSchemas'

// The checkout page itself, in Chromium at SPEC §2's 360 px, typed into and clicked as a buyer would.
let devnet: Devnet
let cloud: Cloud
const evmTreasuryKey = generatePrivateKey()

// A failure bound: startDevnet took 2–3 s on two loaded cores in a measured run (2.1 s quiet) and once over 120 s.
beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts() })
  const chain = devnet.chains[0]
  const [funder] = getDevnetAccounts()
  if (!chain || !funder) throw new Error('devnet without chains or accounts')
  const treasury = privateKeyToAccount(evmTreasuryKey).address
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address: treasury,
    value: parseEther('10'),
  })
  await devnetWallet(chain, funder).sendToken('DUSD', treasury, parseUnits('1000', 6))
  cloud = await startTestCloud('pglite', {
    chains: chainsFromDevnetDescription(devnet),
    onramp: { evmTreasuryKey },
  })
}, 120_000)
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

async function newOrder(address: string): Promise<string> {
  const response = await fetch(cloudUrl(cloud, '/v1/generators/onrampurl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DEMO_ORIGIN },
    body: JSON.stringify({
      destinationWallets: [{ address, assets: ['DUSD'] }],
      defaultNetwork: `eip155:${devnet.chains[0]?.chainId}`,
      presetFiatAmount: 100,
    }),
  })
  return ((await response.json()) as { url: string }).url
}

test('at 360 px: a wrong number is refused and can be corrected, the good card pays, the DUSD lands', async () => {
  const wallet = privateKeyToAccount(generatePrivateKey()).address
  const url = await newOrder(wallet)
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(url)
    await expect.poll(() => page.getByRole('heading', { name: 'Buy DUSD' }).count()).toBe(1)
    // One column: nothing scrolls sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.getByLabel('Card number').fill('5555 5555 5555 4444')
    await page.getByLabel('Expiry (MM/YY)').fill('12/40')
    await page.getByLabel('Security code').fill('123')
    await page.getByRole('button', { name: 'Pay 100.00 USD' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(ONRAMP_NOT_A_TEST_CARD_MESSAGE)
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: 'Pay 100.00 USD' }).click()
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 20_000 })
      .toMatch(/^Payment complete\. [0-9.]+ DUSD sent to your wallet \(transaction 0x[0-9a-f]{64}\)/)
    const id = new URL(url).pathname.split('/').at(-1)
    const order = (await (
      await fetch(cloudUrl(cloud, `/v1/onramp/orders/${id}`), { headers: { origin: DEMO_ORIGIN } })
    ).json()) as OnrampOrderView
    expect(order.status).toBe('done')
    const chain = devnet.chains[0]
    if (!chain) throw new Error('devnet without chains')
    const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
      address: chain.contracts.DUSD,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet],
    })
    expect(balance).toBe(parseUnits(order.purchaseAmount, 6))
    // The strict CSP let the page's own script and style run: no violation and no script error; the one
    // resource error is the refused payment's 400 (and the favicon the page does not have).
    expect(
      problems.filter(
        (text) => !/Failed to load resource: the server responded with a status of 40[04]/.test(text),
      ),
    ).toEqual([])
    expect(problems.some((text) => text.includes('status of 400'))).toBe(true)
  } finally {
    await browser.close()
  }
})

test('the declining card shows a clear failure and the form goes away', async () => {
  const url = await newOrder(privateKeyToAccount(generatePrivateKey()).address)
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    await page.goto(url)
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.getByLabel('Expiry (MM/YY)').fill('12/40')
    await page.getByLabel('Security code').fill('123')
    await page.getByRole('button', { name: 'Pay 100.00 USD' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(ONRAMP_CARD_DECLINED_MESSAGE)
    expect(await page.getByRole('button', { name: /Pay/ }).isVisible()).toBe(false)
  } finally {
    await browser.close()
  }
})
