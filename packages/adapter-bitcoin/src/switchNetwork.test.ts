import {
  type CaipNetwork,
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  createMemoryStorage,
  createPortico,
  UserRejectedRequestError,
} from '@portico/core'
import { recordAdapterEvents } from '@portico/core/testing'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { type BitcoinTestWallet, createBitcoinTestWallet } from '@portico/test-wallets'
import { describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import { bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks'

const CONNECTOR_ID = 'wbip004:PorticoDevnetWallet.bitcoin'
const NETWORKS: CaipNetwork[] = [bitcoinRegtest, bitcoinTestnet, bitcoinSignet]

/** The devnet wallet as a WBIP004 provider; `withoutChangeNetwork` hides sats-connect 4's wallet_changeNetwork. */
function page(wallet: BitcoinTestWallet, withoutChangeNetwork = false) {
  const provider = withoutChangeNetwork
    ? {
        request: (method: string, params?: unknown) =>
          method === 'wallet_changeNetwork'
            ? Promise.resolve({
                jsonrpc: '2.0',
                id: 'x',
                error: { code: -32601, message: 'Method not found' },
              })
            : wallet.provider.request(method, params),
        addListener: wallet.provider.addListener,
      }
    : wallet.provider
  return { btc_providers: [wallet.providerInfo], PorticoDevnetWallet: { bitcoin: provider } }
}

async function connected(withoutChangeNetwork = false) {
  const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
  const adapter = createBitcoinAdapter({ root: page(wallet, withoutChangeNetwork) })
  const recorder = recordAdapterEvents()
  adapter.setup({
    networks: NETWORKS,
    events: recorder.events,
    options: { enableEIP6963: false, enableInjected: true, enableWalletConnect: false },
  })
  await adapter.connect({ connectorId: CONNECTOR_ID, caipNetwork: bitcoinRegtest })
  return { wallet, adapter, ...recorder }
}

describe('switching a Bitcoin wallet’s network', () => {
  test('the adapter declares it can (the Networks view offers Bitcoin networks)', () => {
    expect(createBitcoinAdapter().capabilities.switchNetwork).toBe(true)
  })

  test('wallet_changeNetwork where the wallet has it: the accounts move to the new network’s addresses', async () => {
    const { wallet, adapter, log } = await connected()
    await adapter.switchNetwork({ connectorId: CONNECTOR_ID, caipNetwork: bitcoinTestnet })
    expect(wallet.network).toBe('Testnet')
    expect(wallet.requests.map(({ method }) => method)).toContain('wallet_changeNetwork')
    expect(log.chainChanged).toEqual([{ connectorId: CONNECTOR_ID, chainId: bitcoinTestnet.id }])
    expect(log.accountsChanged).toHaveLength(1)
    expect(log.accountsChanged[0]?.accounts.map(({ address }) => address.slice(0, 4))).toEqual([
      'tb1q',
      'tb1p',
    ])
    expect(adapter.getAccounts(CONNECTOR_ID).map(({ address }) => address)).toEqual(
      wallet.keys.map(({ address }) => address),
    )
  })

  test('a wallet without it is reconnected on the network asked for', async () => {
    const { wallet, adapter, log } = await connected(true)
    await adapter.switchNetwork({ connectorId: CONNECTOR_ID, caipNetwork: bitcoinTestnet })
    expect(wallet.network).toBe('Testnet')
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'wallet_connect', params: { network: 'Testnet' } })
    expect(log.accountsChanged.at(-1)?.accounts[0]?.address).toBe(wallet.keys[0].address)
  })

  test('a wallet that cannot be on the network: SPEC §5’s message, either way, and the wallet stays', async () => {
    for (const withoutChangeNetwork of [false, true]) {
      const { wallet, adapter } = await connected(withoutChangeNetwork)
      const before = adapter.getAccounts(CONNECTOR_ID)
      await expect(
        adapter.switchNetwork({ connectorId: CONNECTOR_ID, caipNetwork: bitcoinSignet }),
      ).rejects.toMatchObject({ shortMessage: CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS })
      expect(wallet.network).toBe('Regtest')
      expect(adapter.getAccounts(CONNECTOR_ID)).toEqual(before)
    }
  })

  test('a visitor who refuses the switch: a rejection, not an error message', async () => {
    const { wallet, adapter } = await connected()
    wallet.rejectNext()
    await expect(
      adapter.switchNetwork({ connectorId: CONNECTOR_ID, caipNetwork: bitcoinTestnet }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.network).toBe('Regtest')
  })

  test('through the client (SPEC §4): the namespace’s network and address follow the wallet', async () => {
    const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
    const client = createPortico({
      projectId: 'portico-bitcoin-switch',
      networks: [bitcoinRegtest, bitcoinTestnet],
      adapters: [createBitcoinAdapter({ root: page(wallet) })],
      storage: createMemoryStorage(),
    })
    await client.ready
    await client.connect({ namespace: 'bip122', connectorId: CONNECTOR_ID })
    expect(client.getAccount('bip122')?.caipAddress).toBe(
      `${bitcoinRegtest.caipNetworkId}:${wallet.keys[0].address}`,
    )
    await expect(client.switchNetwork(bitcoinTestnet)).resolves.toBe('switched')
    expect(client.getNetwork('bip122')?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    expect(client.getAccount('bip122')?.address).toMatch(/^tb1q/)
    expect(client.getAccount('bip122')?.caipAddress).toBe(
      `${bitcoinTestnet.caipNetworkId}:${wallet.keys[0].address}`,
    )
  })
})
