import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import { pickDevnetWallet } from './bitcoinStack'
import { hookValue } from './demoPage'
import { chooseNetwork } from './solanaStack'

/** The demo's Polkadot network (demoNetworks): the stack's chopsticks chain. */
export const POLKADOT_NETWORK_NAME = 'Portico Polkadot Devnet'
/** The demo's first Cosmos network, which the devnet wallet does not know until it is suggested. */
export const COSMOS_NETWORK_NAME = 'Osmosis Testnet'
export const COSMOS_CHAIN_ID = 'osmo-test-5'

export const namespaceHook = (page: Page, namespace: 'polkadot' | 'cosmos', field: string) =>
  hookValue(page, `useAccount({ namespace: '${namespace}' }).${field}`)

/** The page's list of `useAccount({ namespace: 'polkadot' }).allAccounts`. */
export const polkadotAccounts = (page: Page) =>
  page.getByRole('list', { name: "useAccount({ namespace: 'polkadot' }).allAccounts" }).getByRole('listitem')

/** Select the namespace's network, then Connect Wallet → the devnet wallet; returns the address the page shows. */
async function connectOn(page: Page, network: string, namespace: 'polkadot' | 'cosmos'): Promise<string> {
  await chooseNetwork(page, network)
  await expect(hookValue(page, 'usePorticoState().activeNamespace')).toHaveText(namespace)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickDevnetWallet(page)
  await expect(namespaceHook(page, namespace, 'status')).toHaveText('connected')
  const address = await namespaceHook(page, namespace, 'address').textContent()
  if (!address) throw new Error(`the page shows no ${namespace} address`)
  return address
}

export const connectPolkadot = (page: Page) => connectOn(page, POLKADOT_NETWORK_NAME, 'polkadot')
export const connectCosmos = (page: Page) => connectOn(page, COSMOS_NETWORK_NAME, 'cosmos')

/** The devnet wallet's Polkadot and Cosmos parts as the page's wallet holds them. */
export async function walletParts(page: Page) {
  return page.evaluate(() => {
    const wallet = window.porticoDevnetWallet
    if (!wallet?.polkadot || !wallet.cosmos)
      throw new Error('the page has no devnet Polkadot or Cosmos wallet')
    return {
      polkadotAddresses: [...wallet.polkadot.addresses],
      cosmosChains: wallet.cosmos.chains,
      cosmosRequests: wallet.cosmos.requests.map((request) => request.method),
    }
  })
}
