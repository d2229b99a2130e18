import { createEvmTestWallet } from '@portico/test-wallets'
import { describe, expect, inject, test } from 'vitest'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetAccounts,
  devnetNetworks,
  setUpWithAnnouncedWallet,
  waitUntil,
} from './test/harness'

const devnet = inject('devnet')
const [l1] = devnetNetworks(devnet)
const accounts = devnetAccounts()

async function connectedTwoAccountWallet() {
  const chain = devnet.chains[0]
  const other = devnet.chains[1]
  if (!chain || !other) throw new Error('devnet chains missing')
  const wallet = createEvmTestWallet({
    accounts: [accounts[6], accounts[7]].filter((account) => account !== undefined),
    chains: [
      { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name },
      { chainId: other.chainId, rpcUrl: other.rpcUrl, name: other.name },
    ],
  })
  const setup = await setUpWithAnnouncedWallet(devnet, wallet)
  await setup.adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
  return { wallet, ...setup }
}

describe('wallet-side events reach core (acceptance 7)', () => {
  test('accountsChanged: the user picks another account', async () => {
    const { wallet, log } = await connectedTwoAccountWallet()
    wallet.switchAccount(1)
    await waitUntil(() => log.accountsChanged.length > 0)
    expect(log.accountsChanged).toEqual([
      { connectorId: DEVNET_WALLET_ID, accounts: [{ address: accounts[7]?.address, type: 'eoa' }] },
    ])
  })

  test('chainChanged: the user switches network in the wallet', async () => {
    const { wallet, log, adapter } = await connectedTwoAccountWallet()
    wallet.switchChain(31338)
    await waitUntil(() => log.chainChanged.length > 0)
    expect(log.chainChanged).toEqual([{ connectorId: DEVNET_WALLET_ID, chainId: 31338 }])
    expect(adapter.wagmiConfig.state.chainId).toBe(31338)
  })

  test('disconnect: the user disconnects the site in the wallet', async () => {
    const { wallet, log, adapter } = await connectedTwoAccountWallet()
    wallet.disconnect()
    await waitUntil(() => log.disconnected.length > 0)
    expect(log.disconnected).toEqual([{ connectorId: DEVNET_WALLET_ID }])
    await waitUntil(() => adapter.wagmiConfig.state.status === 'disconnected')
    expect(adapter.wagmiConfig.state.connections.size).toBe(0)
  })

  test('a wallet that is not connected reports nothing', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 6, chainKeys: ['l1', 'l2'] })
    const { log } = await setUpWithAnnouncedWallet(devnet, wallet)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.switchChain(31338)
    wallet.disconnect()
    // A connected wallet on the same page proves events are delivered by now.
    const witness = await connectedTwoAccountWallet()
    witness.wallet.switchChain(31338)
    await waitUntil(() => witness.log.chainChanged.length > 0)
    expect(log).toMatchObject({ accountsChanged: [], chainChanged: [], disconnected: [] })
  })
})
