// @vitest-environment happy-dom
import { createMemoryStorage, defineNetwork, ethereum, type PorticoUi } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, test } from 'vitest'
import { createPortico } from '../createPortico'
import { PorticoProvider } from '../PorticoProvider'
import { useAccount } from './useAccount'
import { type UseConnectionsReturnType, useConnections } from './useConnections'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The hooks read core's state; no modal is mounted.
const noModal: PorticoUi = { mount: () => undefined }
const METAMASK = '0x1111111111111111111111111111111111111111'
const RAINBOW = '0x2222222222222222222222222222222222222222'
const [FIRST, SECOND] = ['5FirstPolkadotAccount', '5SecondPolkadotAccount']
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

function setup({ multiWallet = true } = {}) {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask', 'ANNOUNCED', 'MetaMask'), address: METAMASK },
    { connector: testConnector('eip155', 'me.rainbow', 'ANNOUNCED', 'Rainbow'), address: RAINBOW },
  ])
  const dot = createTestAdapter(
    'polkadot',
    [{ connector: testConnector('polkadot', 'talisman'), address: FIRST, otherAddresses: [SECOND] }],
    { capabilities: { selectAccount: true } },
  )
  const client = createPortico({
    projectId: 'p',
    networks: [ethereum, polkadot],
    adapters: [evm.adapter, dot.adapter],
    storage: createMemoryStorage(),
    features: { multiWallet, analytics: false },
    ui: noModal,
  })
  return { client }
}

type Seen = { connections?: UseConnectionsReturnType; address?: string | undefined }

/** Keeps what the hooks returned last, for the test to read and call, as a host's component would use them. */
function Probe({ seen, namespace }: { seen: Seen; namespace: 'eip155' | 'polkadot' | undefined }) {
  seen.connections = useConnections(namespace ? { namespace } : {})
  seen.address = useAccount(namespace ? { namespace } : {}).address
  return null
}

async function render(client: ReturnType<typeof setup>['client'], namespace?: 'eip155' | 'polkadot') {
  const seen: Seen = {}
  const container = document.createElement('div')
  document.body.append(container)
  containers.push(container)
  await act(async () => {
    createRoot(container).render(
      <PorticoProvider client={client}>
        <Probe seen={seen} namespace={namespace} />
      </PorticoProvider>,
    )
    await client.ready
  })
  return seen
}

const listed = (seen: Seen) =>
  seen.connections?.connections.map((connection) => [connection.connectorId, connection.isActive])

describe('useConnections', () => {
  test('lists each wallet of the namespace; switching makes another active and useAccount follows', async () => {
    const { client } = setup()
    const seen = await render(client, 'eip155')
    expect(seen.connections?.connections).toEqual([])
    await act(() => client.connect({ namespace: 'eip155', connectorId: 'io.metamask' }))
    await act(() => client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' }))
    expect(seen.connections?.isMultiWalletEnabled).toBe(true)
    expect(listed(seen)).toEqual([
      ['me.rainbow', true],
      ['io.metamask', false],
    ])
    expect(seen.address).toBe(RAINBOW)
    act(() => seen.connections?.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' }))
    expect(seen.address).toBe(METAMASK)
    expect(listed(seen)).toEqual([
      ['io.metamask', true],
      ['me.rainbow', false],
    ])
    await act(() => seen.connections?.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' }))
    expect(listed(seen)).toEqual([['me.rainbow', true]])
    expect(seen.address).toBe(RAINBOW)
  })

  test('picking the second Polkadot account, the hooks follow', async () => {
    const { client } = setup({ multiWallet: false })
    const seen = await render(client, 'polkadot')
    await act(() => client.connect({ namespace: 'polkadot', connectorId: 'talisman' }))
    expect(seen.address).toBe(FIRST)
    expect(seen.connections?.connections[0]?.accounts.map((account) => account.address)).toEqual([
      FIRST,
      SECOND,
    ])
    act(() => seen.connections?.selectAccount({ namespace: 'polkadot', address: SECOND }))
    expect(seen.address).toBe(SECOND)
  })

  test('without a namespace, every namespace is listed, each item naming its own', async () => {
    const { client } = setup()
    const seen = await render(client)
    await act(() => client.connect({ namespace: 'eip155', connectorId: 'io.metamask' }))
    await act(() => client.connect({ namespace: 'polkadot', connectorId: 'talisman' }))
    expect(seen.connections?.connections.map((connection) => connection.namespace)).toEqual([
      'eip155',
      'polkadot',
    ])
  })

  test('multiWallet off: switching shows the info alert and the account stays', async () => {
    const { client } = setup({ multiWallet: false })
    const seen = await render(client, 'eip155')
    await act(() => client.connect({ namespace: 'eip155', connectorId: 'io.metamask' }))
    expect(seen.connections?.isMultiWalletEnabled).toBe(false)
    act(() => seen.connections?.switchConnection({ namespace: 'eip155', connectorId: 'me.rainbow' }))
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe('Multi-Wallet Not Enabled')
    expect(seen.address).toBe(METAMASK)
  })
})
