import { expect, test } from 'vitest'
import { createPage, installDevnetCosmosWallet, setUpAdapter } from '../test/setUpAdapter'
import { KEPLR, LEAP } from '../wallets/InjectedCosmosWallet'

const summary = (
  connectors: { id: string; name: string; type: string; chain: string; imageUrl?: string }[],
) => connectors.map(({ id, name, type, chain, imageUrl }) => ({ id, name, type, chain, imageUrl }))

test('window.keplr and window.leap are one connector each, with stable ids, names and icons', async () => {
  const page = createPage()
  const keplr = installDevnetCosmosWallet(createPage()).provider
  const leap = installDevnetCosmosWallet(createPage()).provider
  Object.assign(page, { keplr, leap })
  const { latestConnectors } = await setUpAdapter(page)
  expect(summary(latestConnectors())).toEqual([
    { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos', imageUrl: KEPLR.icon },
    { id: 'leap', name: 'Leap', type: 'INJECTED', chain: 'cosmos', imageUrl: LEAP.icon },
  ])
  expect(latestConnectors()[0]?.provider).toBe(keplr)
  expect(KEPLR.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  // A new page load finds them under the same ids.
  const again = await setUpAdapter(page)
  expect(again.latestConnectors().map((connector) => connector.id)).toEqual(['keplr', 'leap'])
})

test('the Portico Devnet Wallet is found under the global the host lists it with', async () => {
  const page = createPage()
  installDevnetCosmosWallet(page)
  const { latestConnectors } = await setUpAdapter(page)
  expect(summary(latestConnectors())).toMatchObject([
    { id: 'dev.portico.wallet', name: 'Portico Devnet Wallet', type: 'INJECTED', chain: 'cosmos' },
  ])
})

test('no wallet, or an object that is not Keplr-like, gives no connector; one injected after load appears', async () => {
  const page = createPage()
  page.keplr = { enable: () => undefined }
  const { latestConnectors } = await setUpAdapter(page)
  expect(latestConnectors()).toEqual([])
  page.leap = installDevnetCosmosWallet(createPage()).provider
  page.dispatchEvent(new Event('load'))
  expect(latestConnectors().map((connector) => connector.id)).toEqual(['leap'])
})
