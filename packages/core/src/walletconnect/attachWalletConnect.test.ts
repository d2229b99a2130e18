import { expect, test } from 'vitest'
import type { AdapterSetup } from '../adapter/ChainAdapter'
import { porticoDevnet } from '../networks/porticoDevnet'
import { cosmosHub, polkadotRelay } from '../test/fixtures'
import { recordAdapterEvents } from '../testing/recordAdapterEvents'
import { attachWalletConnect } from './attachWalletConnect'
import { createWalletConnectConnector } from './createWalletConnectConnector'

const connector = createWalletConnectConnector({
  projectId: 'portico-test',
  relayUrl: 'ws://127.0.0.1:1',
  metadata: { name: 'Portico', description: 'test', url: 'http://127.0.0.1', icons: [] },
  networks: [porticoDevnet, polkadotRelay, cosmosHub],
})

function setup(enableWalletConnect: boolean, walletConnect = connector) {
  const recorder = recordAdapterEvents()
  const parameters: AdapterSetup = {
    networks: [polkadotRelay],
    events: recorder.events,
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect },
    walletConnect,
  }
  return { parameters, recorder }
}

test("an adapter lists the connector after its own wallets and routes the connector's id", () => {
  const { parameters, recorder } = setup(true)
  const attached = attachWalletConnect(parameters, 'polkadot')
  expect(attached?.connector).toEqual({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'polkadot',
    chains: ['eip155', 'polkadot', 'cosmos'],
  })
  const injected = { id: 'polkadot-js', name: 'polkadot{.js}', type: 'INJECTED', chain: 'polkadot' } as const
  attached?.events.connectorsChanged([injected])
  attached?.events.connectorsChanged([])
  expect(recorder.log.connectors.map((list) => list.map(({ id }) => id))).toEqual([
    ['polkadot-js', 'walletConnect'],
    ['walletConnect'],
  ])
  expect(attached?.route.handles('walletConnect')).toBe(true)
  expect(attached?.route.handles('polkadot-js')).toBe(false)
  attached?.stop()
})

test('WalletConnect turned off, no connector, or a namespace it does not serve: nothing to attach', () => {
  expect(attachWalletConnect(setup(false).parameters, 'polkadot')).toBeUndefined()
  const { parameters } = setup(true)
  expect(attachWalletConnect({ ...parameters, walletConnect: undefined }, 'polkadot')).toBeUndefined()
  expect(attachWalletConnect(parameters, 'bip122')).toBeUndefined()
})
