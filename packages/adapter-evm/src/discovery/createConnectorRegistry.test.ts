import { recordAdapterEvents } from '@portico/core/testing'
import {
  announceEip6963Provider,
  createEvmTestWallet,
  DEVNET_WALLET_ICON,
  installInjected,
} from '@portico/test-wallets'
import { describe, expect, inject, test } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter'
import { createDevnetWallet, createTestWindow, devnetNetworks } from '../test/harness'

const devnet = inject('devnet')

async function setUp(
  target: ReturnType<typeof createTestWindow>,
  options = { eip6963: true, injected: true },
) {
  const recorder = recordAdapterEvents()
  const adapter = createEvmAdapter({ target })
  await adapter.setup({
    networks: devnetNetworks(devnet),
    events: recorder.events,
    options: { enableEIP6963: options.eip6963, enableInjected: options.injected, enableWalletConnect: false },
  })
  return { adapter, ...recorder }
}

const summary = (
  connectors: { id: string; name: string; type: string; imageUrl?: string; info?: object }[],
) => connectors.map(({ id, name, type, imageUrl, info }) => ({ id, name, type, imageUrl, info }))

describe('wallet discovery (acceptance 1)', () => {
  test('a wallet announced via EIP-6963 before setup is an ANNOUNCED connector with name, icon and rdns', async () => {
    const target = createTestWindow()
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    announceEip6963Provider(target, wallet.provider)
    const { latestConnectors } = await setUp(target)
    expect(summary(latestConnectors())).toEqual([
      {
        id: 'dev.portico.wallet',
        name: 'Portico Devnet Wallet',
        type: 'ANNOUNCED',
        imageUrl: DEVNET_WALLET_ICON,
        info: { rdns: 'dev.portico.wallet' },
      },
    ])
    expect(latestConnectors()[0]?.provider).toBe(wallet.provider)
  })

  test('a legacy window.ethereum is an INJECTED connector', async () => {
    const target = createTestWindow()
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    installInjected(target, wallet.provider)
    const { latestConnectors } = await setUp(target)
    expect(summary(latestConnectors())).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', imageUrl: undefined, info: undefined },
    ])
  })

  test('window.ethereum is left out when an announced wallet has the same provider, even one announced later', async () => {
    const target = createTestWindow()
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    installInjected(target, wallet.provider)
    const { latestConnectors } = await setUp(target)
    expect(latestConnectors().map((connector) => connector.type)).toEqual(['INJECTED'])
    announceEip6963Provider(target, wallet.provider)
    expect(latestConnectors().map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  test('a wallet announced after setup appears when it arrives, beside the others', async () => {
    const target = createTestWindow()
    const first = createDevnetWallet(devnet, { accountIndex: 6 })
    announceEip6963Provider(target, first.provider)
    const { latestConnectors, log } = await setUp(target)
    const reportsBefore = log.connectors.length
    const late = createEvmTestWallet({
      accounts: [],
      chains: [{ chainId: 31337, rpcUrl: devnet.chains[0]?.rpcUrl ?? '', name: 'Portico Devnet' }],
    })
    announceEip6963Provider(target, late.provider, { name: 'Late Wallet', rdns: 'dev.portico.late' })
    expect(log.connectors.length).toBe(reportsBefore + 1)
    expect(latestConnectors().map((connector) => [connector.id, connector.name])).toEqual([
      ['dev.portico.wallet', 'Portico Devnet Wallet'],
      ['dev.portico.late', 'Late Wallet'],
    ])
  })

  test('a legacy wallet installed after setup appears on ethereum#initialized', async () => {
    const target = createTestWindow()
    const { latestConnectors } = await setUp(target)
    expect(latestConnectors()).toEqual([])
    installInjected(target, createDevnetWallet(devnet, { accountIndex: 6 }).provider)
    expect(latestConnectors().map((connector) => connector.id)).toEqual(['injected'])
  })

  test('the host options turn each kind of discovery off', async () => {
    const target = createTestWindow()
    const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
    announceEip6963Provider(target, wallet.provider)
    installInjected(target, createDevnetWallet(devnet, { accountIndex: 7 }).provider)
    const onlyInjected = await setUp(target, { eip6963: false, injected: true })
    expect(onlyInjected.latestConnectors().map((connector) => connector.type)).toEqual(['INJECTED'])
    const onlyAnnounced = await setUp(target, { eip6963: true, injected: false })
    expect(onlyAnnounced.latestConnectors().map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })
})
