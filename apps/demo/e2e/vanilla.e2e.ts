import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures'
import { builtPageModules } from './support/builtPageModules'
import { modal } from './support/demoPage'
import { moduleImports, pageModule } from './support/moduleImports'

const VANILLA_HTML = fileURLToPath(new URL('../vanilla.html', import.meta.url))
const DIST = fileURLToPath(new URL('../dist/', import.meta.url))
// React 19's element tag, in react's and react-dom's code whatever the bundler renames.
const REACT_MARKER = 'react.transitional.element'
const accountStatus = (page: import('@playwright/test').Page) =>
  page.getByRole('status', { name: 'Account status', exact: true })

test('the page without React: its one module script and everything it imports name no React', () => {
  const { files, packages } = moduleImports(pageModule(VANILLA_HTML))
  expect(files.some((file) => file.endsWith('/src/vanilla/main.ts'))).toBe(true)
  expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([])
  expect(packages.filter((name) => /^(react|react-dom|@portico\/react)(\/|$)/.test(name))).toEqual([])
  // What it does import: core's client, the adapters and @portico/ui's elements.
  expect(packages).toEqual(
    expect.arrayContaining([
      '@portico/core',
      '@portico/ui',
      '@portico/adapter-evm',
      '@portico/adapter-solana',
    ]),
  )
})

test('built: the page loads no React before the modal does, while the React page does', () => {
  const vanilla = builtPageModules(`${DIST}vanilla.html`)
  expect(vanilla.some(({ file }) => /assets\/vanilla-[\w-]+\.js$/.test(file))).toBe(true)
  expect(vanilla.filter(({ code }) => code.includes(REACT_MARKER)).map(({ file }) => file)).toEqual([])
  const react = builtPageModules(`${DIST}index.html`)
  expect(react.some(({ code }) => code.includes(REACT_MARKER))).toBe(true)
})

test('with only the custom elements and core: connect the devnet wallet, switch network, disconnect', async ({
  page,
}) => {
  await page.goto('/vanilla.html')
  await expect(accountStatus(page)).toHaveText('disconnected')

  // <portico-button> opens the modal through the core client; the devnet wallet connects.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  await expect(accountStatus(page)).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Network', exact: true })).toHaveText('Portico Devnet')

  // <portico-network-button> opens Networks; the switch reaches the wallet and the button's label.
  await page.getByRole('button', { name: 'Network: Portico Devnet' }).click()
  await modal(page, 'Choose Network')
    .getByRole('button', { name: /Portico Devnet L2/ })
    .click()
  await expect(page.getByRole('button', { name: 'Network: Portico Devnet L2' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Network', exact: true })).toHaveText('Portico Devnet L2')
  expect(await page.evaluate(() => window.porticoDevnetWallet?.chainId)).toBe(31338)

  // <portico-account-button> opens Account; Disconnect ends the connection and hides the button.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page
    .locator('portico-account-button')
    .getByRole('button', { name: /^Account / })
    .click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(accountStatus(page)).toHaveText('disconnected')
  await expect(page.locator('portico-account-button')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
