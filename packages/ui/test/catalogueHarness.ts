import type { PorticoOptions } from '@portico/core'
import { commands } from 'vitest/browser'
import type { PorticoUiOptions } from '../src/createPorticoUi'
import { setupModal } from './modalHarness'

/** The modal against a local catalogue of `count` generated wallets (test/catalogueServer.ts). */
export async function setupWithCatalogue({
  count = 500,
  hold = false,
  options = {},
  ui = {},
}: {
  count?: number
  hold?: boolean
  options?: Partial<PorticoOptions>
  ui?: PorticoUiOptions
} = {}) {
  const url = await commands.startCatalogue(count)
  if (hold) await commands.holdCatalogue(url)
  const harness = await setupModal({
    ui,
    options: { apiUrl: url, features: { analytics: false }, ...options },
  })
  return {
    ...harness,
    url,
    /** The getWallets calls the catalogue answered or holds, as their query parameters. */
    walletRequests: async () =>
      (await commands.catalogueRequests(url))
        .filter((request) => request.startsWith('/getWallets?'))
        .map((request) => new URLSearchParams(request.slice('/getWallets?'.length))),
    imageRequests: async () =>
      (await commands.catalogueRequests(url))
        .filter((request) => request.startsWith('/getWalletImage/'))
        .map((request) => request.slice('/getWalletImage/'.length).split('?')[0]),
  }
}

export async function stopCatalogues(): Promise<void> {
  await commands.stopCatalogues()
}
