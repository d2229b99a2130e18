import { afterEach, describe, expect, test, vi } from 'vitest'
import { base, createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { startScriptedServer } from '../test/scriptedServer'
import { createPortico } from './createPortico'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const ADDRESS = '0x1111111111111111111111111111111111111111'
const wallet = (id: string, rdns?: string) => ({ id, name: id, ...(rdns ? { rdns } : {}) })

async function setup() {
  const cloud = await startScriptedServer({
    '/appkit/v1/config': [{ status: 500 }],
    '/getWallets': [
      {
        status: 200,
        body: { data: [wallet('metamask', 'io.metamask'), wallet('rainbow', 'me.rainbow')], count: 2 },
      },
    ],
  })
  servers.push(cloud)
  const connector = { ...testConnector('eip155', 'io.metamask'), info: { rdns: 'io.metamask' } }
  const evm = createTestAdapter('eip155', [{ connector, address: ADDRESS, chainId: 1 }])
  const client = createPortico({
    projectId: 'p',
    apiUrl: cloud.url,
    networks: [mainnet, base],
    adapters: [evm.adapter],
    features: { analytics: false },
  })
  await client.ready
  return { client, cloud }
}

describe('the client drives its data stores', () => {
  test('opening the modal fetches recommended wallets, leaving out installed ones', async () => {
    const { client, cloud } = await setup()
    expect(cloud.requests.some((request) => request.path === '/getWallets')).toBe(false)
    client.open()
    await vi.waitFor(() =>
      expect(client.stores.catalogue.getState().recommended.map((entry) => entry.id)).toEqual(['rainbow']),
    )
  })

  test('a network switch resets the send form (SPEC §4)', async () => {
    const { client } = await setup()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.stores.send.getState().setReceiverAddress('0x2222222222222222222222222222222222222222')
    client.stores.send.getState().setTokenAmount('1.5')
    await client.switchNetwork(base)
    expect(client.stores.send.getState()).toMatchObject({
      receiverAddress: undefined,
      sendTokenAmount: undefined,
    })
  })

  test('disconnecting clears the transaction list', async () => {
    const { client } = await setup()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.stores.transactions.setState({ transactions: [{ id: 'x' } as never], next: 'cursor' })
    await client.disconnect()
    expect(client.stores.transactions.getState()).toMatchObject({ transactions: [], next: undefined })
  })
})
