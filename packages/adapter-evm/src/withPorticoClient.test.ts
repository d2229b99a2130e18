import { createMemoryStorage, createPortico } from '@portico/core'
import { announceEip6963Provider } from '@portico/test-wallets'
import { describe, expect, inject, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import {
  createDevnetWallet,
  createTestWindow,
  DEVNET_WALLET_ID,
  devnetNetworks,
  waitUntil,
} from './test/harness'

const devnet = inject('devnet')
const [l1, l2] = devnetNetworks(devnet)

/** A page load: a core client with a fresh EVM adapter, on a window where the devnet wallet announces. */
async function loadPage(
  wallet: ReturnType<typeof createDevnetWallet>,
  storage: ReturnType<typeof createMemoryStorage>,
) {
  const target = createTestWindow()
  announceEip6963Provider(target, wallet.provider)
  const client = createPortico({
    projectId: 'portico-devnet',
    networks: [l1, l2],
    adapters: [createEvmAdapter({ target })],
    storage,
  })
  await client.ready
  return client
}

describe('with the core client', () => {
  test('connect, switch through 4902, reload and restore, then the wallet disconnects', async () => {
    const wallet = createDevnetWallet(devnet, { accountIndex: 4 })
    const storage = createMemoryStorage()
    const page = await loadPage(wallet, storage)
    // With a project id the client's shared WalletConnect connector is listed first (SPEC §9's type order).
    expect(page.getConnectors('eip155').map((connector) => [connector.id, connector.type])).toEqual([
      ['walletConnect', 'WALLET_CONNECT'],
      [DEVNET_WALLET_ID, 'ANNOUNCED'],
    ])

    await page.connect({ namespace: 'eip155', connectorId: DEVNET_WALLET_ID })
    expect(page.getAccount('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${wallet.address}`,
    })

    expect(await page.switchNetwork(l2)).toBe('switched')
    expect(wallet.addedChains.map((chain) => chain.chainId)).toEqual(['0x7a6a'])
    expect(page.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31338')

    const reloaded = await loadPage(wallet, storage)
    expect(reloaded.getAccount('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31338:${wallet.address}`,
    })
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(0)

    wallet.disconnect()
    await waitUntil(() => reloaded.getAccount('eip155')?.status === 'disconnected')
    expect(reloaded.getAccount('eip155')?.address).toBeUndefined()
  })
})
