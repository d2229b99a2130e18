import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { CONNECTION_REJECTED, createMemoryStorage, createPortico } from '@portico/core'
import { DEVNET_POLKADOT_EXTENSION_KEY } from '@portico/test-wallets'
import { afterEach, beforeAll, expect, inject, test } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter'
import { westend } from './networks/polkadotNetworks'
import { devnetNetwork } from './test/polkadotDevnet'
import {
  createPage,
  DEVNET_POLKADOT_EXTENSION,
  installDevnetPolkadotWallet,
  type Page,
} from './test/setUpAdapter'
import { DEFAULT_POLKADOT_EXTENSIONS } from './wallets/PolkadotExtension'

const WALLET = 'dev.portico.wallet'
// The local chain on the run's port: connecting reads the balance there (westend is configured, never read).
const local = devnetNetwork(inject('polkadotDevnet'))

beforeAll(() => cryptoWaitReady())
const adapters: { destroy(): void }[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

/** A page load: a core client with a fresh Polkadot adapter on `page`. */
async function loadPage(page: Page, storage: ReturnType<typeof createMemoryStorage>) {
  const adapter = createPolkadotAdapter({
    target: page,
    reconnectWaitMs: 0,
    extensions: [...DEFAULT_POLKADOT_EXTENSIONS, DEVNET_POLKADOT_EXTENSION],
  })
  adapters.push(adapter)
  const client = createPortico({
    projectId: 'portico-devnet',
    networks: [local, westend],
    adapters: [adapter],
    storage,
  })
  await client.ready
  return { client, adapter }
}

test("a refused connect is SPEC §8's 'Connection rejected'; a retry connects", async () => {
  const page = createPage()
  const wallet = installDevnetPolkadotWallet(page)
  const { client } = await loadPage(page, createMemoryStorage())
  wallet.rejectNext()
  await expect(client.connect({ namespace: 'polkadot', connectorId: WALLET })).rejects.toThrow(
    CONNECTION_REJECTED,
  )
  expect(client.stores.connection.getState().error).toBe(CONNECTION_REJECTED)
  expect(client.getAccount('polkadot')?.status).toBe('disconnected')
  await client.connect({ namespace: 'polkadot', connectorId: WALLET })
  expect(client.getAccount('polkadot')).toMatchObject({ status: 'connected', address: wallet.addresses[0] })
})

test('the visitor picks the second account; it signs, outlasts the extension’s updates and comes back on reload', async () => {
  const page = createPage()
  const storage = createMemoryStorage()
  const wallet = installDevnetPolkadotWallet(page)
  const [first = '', second = ''] = wallet.addresses
  const { client, adapter } = await loadPage(page, storage)
  await client.connect({ namespace: 'polkadot', connectorId: WALLET })
  client.selectAccount({ namespace: 'polkadot', address: second })
  expect(client.getAccount('polkadot')).toMatchObject({
    address: second,
    caipAddress: `${local.caipNetworkId}:${second}`,
  })
  const signature = await adapter.signMessage({ connectorId: WALLET, address: second, message: 'gm' })
  expect(signatureVerify('gm', signature, second).isValid).toBe(true)

  // The extension's list changes but still holds the pick: the pick stays.
  wallet.shareAccount(0, false)
  wallet.shareAccount(0, true)
  expect(client.getAccount('polkadot')?.address).toBe(second)

  // A reload: the same storage and extension, which no longer prompts; the picked account is back.
  const reloaded = installDevnetPolkadotWallet(page, true)
  reloaded.rejectNext()
  expect(page.injectedWeb3).toHaveProperty(DEVNET_POLKADOT_EXTENSION_KEY, reloaded.provider)
  const again = await loadPage(page, storage)
  expect(again.client.getAccount('polkadot')).toMatchObject({ status: 'connected', address: second })

  // The extension stops sharing the picked account: its other one becomes active.
  reloaded.shareAccount(1, false)
  expect(again.client.getAccount('polkadot')?.address).toBe(first)
})
