import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { type CloudProcess, startCloudProcess } from '../../../../cloudProcess.shared'
import { modal } from './demoPage'

/** Opens the modal on Account from the page's account button, then the on-ramp from its wallet features. */
export async function openModalBuy(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  await modal(page, 'Account')
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Buy' })
    .click()
  return modal(page, 'Buy crypto')
}

/**
 * A second cloud on a free port with its on-ramp provider stopped (`--onramp off`), on the stack's devnet:
 * the stack runs one cloud with the sandbox on, and a stopped provider is a start option of the cloud.
 */
export async function startCloudWithOnrampOff(request: APIRequestContext): Promise<CloudProcess> {
  const directory = mkdtempSync(join(tmpdir(), 'portico-onramp-off-'))
  const devnetFile = join(directory, 'devnet.json')
  writeFileSync(devnetFile, await (await request.get('/portico/devnet.json')).text())
  return startCloudProcess({ cwd: directory, args: ['--devnet', devnetFile, '--onramp', 'off'] })
}

/** The demo page pointed at `cloudUrl` instead of the stack's cloud: its /portico/stack.json answered so. */
export async function pointPageAtCloud(page: Page, cloudUrl: string) {
  await page.route('**/portico/stack.json', async (route) => {
    const stack = (await (await route.fetch()).json()) as Record<string, unknown>
    await route.fulfill({ json: { ...stack, cloudUrl } })
  })
}
