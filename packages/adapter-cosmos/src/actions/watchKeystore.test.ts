import { createCosmosTestWallet, DEVNET_WALLET_MNEMONIC } from '@portico/test-wallets'
import { expect, test } from 'vitest'
import { cosmosHub } from '../networks/cosmosNetworks'
import { createPage, installDevnetCosmosWallet, setUpAdapter } from '../test/setUpAdapter'

test("Leap's leap_keystorechange moves the Leap connection; Keplr's event leaves it as it is", async () => {
  const page = createPage()
  const leap = createCosmosTestWallet({
    mnemonic: DEVNET_WALLET_MNEMONIC,
    target: page,
    keystoreChangeEvent: 'leap_keystorechange',
  })
  page.leap = leap.provider
  const { adapter, log } = await setUpAdapter(page)
  const { accounts } = await adapter.connect({ connectorId: 'leap', caipNetwork: cosmosHub })
  page.dispatchEvent(new Event('keplr_keystorechange'))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(log.accountsChanged).toEqual([])
  leap.switchAccount(1)
  await expect.poll(() => log.accountsChanged.length).toBe(1)
  expect(log.accountsChanged[0]?.connectorId).toBe('leap')
  expect(log.accountsChanged[0]?.accounts[0]?.address).not.toBe(accounts[0]?.address)
})

test('a wallet that stops answering after a keystore change is reported disconnected', async () => {
  const page = createPage()
  const wallet = installDevnetCosmosWallet(page)
  const { adapter, log } = await setUpAdapter(page)
  await adapter.connect({ connectorId: 'dev.portico.wallet', caipNetwork: cosmosHub })
  await wallet.provider.disable() // the user removed the site in the wallet
  wallet.switchAccount(1)
  await expect.poll(() => log.disconnected).toEqual([{ connectorId: 'dev.portico.wallet' }])
})

test('a connect the user takes time over waits for them (delayNext)', async () => {
  const page = createPage()
  const wallet = installDevnetCosmosWallet(page)
  const { adapter } = await setUpAdapter(page)
  const release = wallet.delayNext()
  let settled = false
  const pending = adapter
    .connect({ connectorId: 'dev.portico.wallet', caipNetwork: cosmosHub })
    .finally(() => {
      settled = true
    })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(settled).toBe(false)
  release()
  await expect(pending).resolves.toMatchObject({ chainId: 'cosmoshub-4' })
})
