import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { type AnvilInstance, freePort, getDevnetAccounts, startAnvil } from '@portico/devnet'
import { guardOutsideHosts } from '@portico/test-wallets/playwright'
import { APP_VIEM_VERSION, createFreshApp, installTestWalletHelper, npm } from './support/createFreshApp'
import { type LocalRegistry, startLocalRegistry } from './support/localRegistry'
import { publicPackages, publishWorkspace } from './support/publishWorkspace'
import { versionedReleaseCopy } from './support/releaseCopy'
import { serveStatic } from './support/serveStatic'

// One app, made once: every test below reads what the install produced.
test.describe.configure({ mode: 'serial' })

const token = randomUUID()
let registry: LocalRegistry
let chain: AnvilInstance
let appDir: string
let testWalletHelper: string
let workDir: string
let releaseRoot: string

test.beforeAll(async () => {
  // Publishing every package and two npm installs from a cold cache take minutes, not seconds.
  test.setTimeout(600_000)
  // Outside the workspace, so nothing in it can resolve the workspace's own node_modules.
  workDir = mkdtempSync(join(tmpdir(), 'portico-registry-install-'))
  registry = await startLocalRegistry({ token })
  releaseRoot = await versionedReleaseCopy(workDir)
  await publishWorkspace(releaseRoot, workDir, registry.url, token)
  chain = await startAnvil({ name: 'Local Chain', chainId: 31337, port: await freePort() })
  appDir = await createFreshApp(workDir, registry.url, token)
  testWalletHelper = await installTestWalletHelper(workDir, registry.url, token)
})

test.afterAll(async () => {
  await chain?.stop()
  await registry?.close()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

test('every public package is published with the version its changesets give it, and the app names only react and adapter-evm', () => {
  const released = publicPackages(releaseRoot)
  const expected = released.map(({ manifest }) => `${manifest.name}@${manifest.version}`)
  expect(registry.published().sort()).toEqual(expected.sort())
  // A real release: no 0.0.0, and the repository's own manifests left as they were.
  for (const { manifest } of released) expect(manifest.version, manifest.name).not.toBe('0.0.0')
  expect(publicPackages().every(({ manifest }) => manifest.version === '0.0.0')).toBe(true)
  // Internal ranges are the released versions, as npm installed them.
  const installed = JSON.parse(
    readFileSync(join(appDir, 'node_modules/@portico/react/package.json'), 'utf8'),
  ) as {
    dependencies: Record<string, string>
  }
  const core = released.find(({ manifest }) => manifest.name === '@portico/core')?.manifest.version
  expect(installed.dependencies['@portico/core']).toBe(core)
  const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  expect(
    Object.keys(manifest.dependencies)
      .filter((name) => name.startsWith('@portico/'))
      .sort(),
  ).toEqual(['@portico/adapter-evm', '@portico/react'])
})

test("one viem in the app, the app's own patch", async () => {
  type Tree = { version?: string; dependencies?: Record<string, Tree> }
  const versions = new Set<string>()
  const walk = (tree: Tree, name: string) => {
    if (name === 'viem' && tree.version) versions.add(tree.version)
    for (const [child, subtree] of Object.entries(tree.dependencies ?? {})) walk(subtree, child)
  }
  walk(JSON.parse(await npm(appDir, ['ls', 'viem', '--all', '--json'])) as Tree, '')
  expect([...versions]).toEqual([APP_VIEM_VERSION])
})

test('the published types compile with skipLibCheck false and no @types/node', () => {
  expect(existsSync(join(appDir, 'node_modules/@types/node'))).toBe(false)
  const tsconfig = JSON.parse(readFileSync(join(appDir, 'tsconfig.json'), 'utf8'))
  expect(tsconfig.compilerOptions.skipLibCheck).toBe(false)
  // tsc prints its errors on standard output; the failure carries them, so a report names the .d.ts at fault.
  try {
    execFileSync(join(appDir, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: appDir, encoding: 'utf8' })
  } catch (error) {
    throw new Error(`tsc failed:\n${(error as { stdout?: string }).stdout ?? String(error)}`)
  }
})

test('Vite builds it, and the Portico Devnet Wallet from the registry connects in Chromium', async ({
  browser,
}) => {
  // A failure bound: the test runs a Vite build of the freshly installed app before it opens it in Chromium.
  test.setTimeout(180_000)
  const closedPort = await freePort()
  execFileSync(join(appDir, 'node_modules/.bin/vite'), ['build'], {
    cwd: appDir,
    env: { ...process.env, VITE_RPC_URL: chain.rpcUrl, VITE_API_URL: `http://127.0.0.1:${closedPort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const site = await serveStatic(join(appDir, 'dist'))
  const context = await browser.newContext()
  const guard = await guardOutsideHosts(context)
  try {
    const page = await context.newPage()
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    const { addDevnetWallet } = (await import(
      testWalletHelper
    )) as typeof import('@portico/test-wallets/playwright')
    await addDevnetWallet(page, {
      chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, name: 'Local Chain' }],
      solana: false,
    })

    await page.goto('about:blank')
    expect(await page.evaluate(() => 'porticoDevnetWallet' in window)).toBe(false)

    await page.goto(site.url)
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
    expect(errors).toEqual([])
  } finally {
    await context.close()
    await site.close()
  }
  guard.assertNoOutsideRequests()
})

test('this suite builds every public package before it runs (each is a devDependency, so turbo orders it)', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    devDependencies: Record<string, string>
  }
  for (const { manifest: published } of publicPackages())
    expect(manifest.devDependencies[published.name], published.name).toBe('workspace:*')
})
