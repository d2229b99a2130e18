import { expect, test } from 'vitest'
import {
  createFakeExtension,
  createPage,
  inject,
  installDevnetPolkadotWallet,
  setUpAdapter,
} from '../test/setUpAdapter'
import { NOVA_WALLET, POLKADOT_JS, SUBWALLET, TALISMAN } from '../wallets/PolkadotExtension'

const summary = (
  connectors: { id: string; name: string; type: string; chain: string; imageUrl?: string }[],
) => connectors.map(({ id, name, type, chain, imageUrl }) => ({ id, name, type, chain, imageUrl }))

test('each window.injectedWeb3 extension is one connector, with a stable id, its name and icon', async () => {
  const page = createPage()
  for (const key of ['polkadot-js', 'talisman', 'subwallet-js', 'fearless-wallet'])
    inject(page, key, createFakeExtension().provider)
  const { latestConnectors } = await setUpAdapter(page)
  expect(summary(latestConnectors())).toEqual([
    {
      id: 'polkadot-js',
      name: 'polkadot{.js}',
      type: 'INJECTED',
      chain: 'polkadot',
      imageUrl: POLKADOT_JS.icon,
    },
    { id: 'talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot', imageUrl: TALISMAN.icon },
    { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED', chain: 'polkadot', imageUrl: SUBWALLET.icon },
    // One nobody described shows under its key.
    {
      id: 'fearless-wallet',
      name: 'fearless-wallet',
      type: 'INJECTED',
      chain: 'polkadot',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    },
  ])
  // A new page load finds them under the same ids.
  const again = await setUpAdapter(page)
  expect(again.latestConnectors().map((connector) => connector.id)).toEqual([
    'polkadot-js',
    'talisman',
    'subwallet-js',
    'fearless-wallet',
  ])
})

test('Nova Wallet, which injects as polkadot-js, is told apart by its window.walletExtension flag', async () => {
  const page = createPage()
  inject(page, 'polkadot-js', createFakeExtension().provider)
  page.walletExtension = { isNovaWallet: true }
  const { latestConnectors } = await setUpAdapter(page)
  expect(summary(latestConnectors())).toEqual([
    {
      id: 'nova-wallet',
      name: 'Nova Wallet',
      type: 'INJECTED',
      chain: 'polkadot',
      imageUrl: NOVA_WALLET.icon,
    },
  ])
})

test('the Portico Devnet Wallet is found under the id its other parts share', async () => {
  const page = createPage()
  installDevnetPolkadotWallet(page)
  const { latestConnectors } = await setUpAdapter(page)
  expect(summary(latestConnectors())).toMatchObject([
    { id: 'dev.portico.wallet', name: 'Portico Devnet Wallet', type: 'INJECTED', chain: 'polkadot' },
  ])
})

test('no injectedWeb3, or an entry that cannot be enabled, gives no connector; one injected after load appears', async () => {
  const page = createPage()
  inject(page, 'broken', { version: '1' })
  const { latestConnectors } = await setUpAdapter(page)
  expect(latestConnectors()).toEqual([])
  inject(page, 'talisman', createFakeExtension().provider)
  page.dispatchEvent(new Event('load'))
  expect(latestConnectors().map((connector) => connector.id)).toEqual(['talisman'])
})
