import { describe, expect, test } from 'vitest'
import { ACCOUNT_NOT_FOUND_FOR_CONNECTOR, ACTION_NOT_ALLOWED } from '../errors/messages'
import { defineNetwork } from '../networks/defineNetwork'
import { createMemoryStorage } from '../storage/StorageLike'
import { createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { createPortico } from './createPortico'

const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const [FIRST, SECOND, THIRD] = ['5First', '5Second', '5Third']

function setup(storage = createMemoryStorage()) {
  const wallet = {
    connector: testConnector('polkadot', 'talisman'),
    address: FIRST,
    otherAddresses: [SECOND],
  }
  const dot = createTestAdapter('polkadot', [wallet], { capabilities: { selectAccount: true } })
  const evm = createTestAdapter('eip155', [
    {
      connector: testConnector('eip155', 'io.metamask'),
      address: '0x1111111111111111111111111111111111111111',
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [polkadot, mainnet],
    adapters: [dot.adapter, evm.adapter],
    storage,
  })
  return { client, dot, evm, storage, wallet }
}

async function connected(storage = createMemoryStorage()) {
  const context = setup(storage)
  await context.client.ready
  await context.client.connect({ namespace: 'polkadot', connectorId: 'talisman' })
  return context
}

describe('selectAccount', () => {
  test("the picked account becomes the namespace's address; the wallet's list stays whole", async () => {
    const { client } = await connected()
    expect(client.getAccount('polkadot')?.address).toBe(FIRST)
    client.selectAccount({ namespace: 'polkadot', address: SECOND })
    expect(client.getAccount('polkadot')).toMatchObject({
      address: SECOND,
      caipAddress: `polkadot:91b171bb158e2d3848fa23a9f1c25182:${SECOND}`,
    })
    const [connection] = client.stores.chains.getState().namespaces.polkadot.connections
    expect(connection?.accounts.map((account) => account.address)).toEqual([SECOND, FIRST])
  })

  test("the pick stands when the wallet's accounts change, and goes when the wallet drops it", async () => {
    const { client, dot } = await connected()
    client.selectAccount({ namespace: 'polkadot', address: SECOND })
    dot.wallet.changeAccounts('talisman', [FIRST, SECOND, THIRD])
    expect(client.getAccount('polkadot')?.address).toBe(SECOND)
    dot.wallet.changeAccounts('talisman', [THIRD, FIRST])
    expect(client.getAccount('polkadot')?.address).toBe(THIRD)
  })

  test('a reload restores the picked account', async () => {
    const storage = createMemoryStorage()
    const first = await connected(storage)
    first.client.selectAccount({ namespace: 'polkadot', address: SECOND })
    const reloaded = setup(storage)
    reloaded.dot.grant('talisman')
    await reloaded.client.ready
    expect(reloaded.client.getAccount('polkadot')).toMatchObject({ status: 'connected', address: SECOND })
  })

  test("an address the wallet did not give is 'Account not found for connector'", async () => {
    const { client } = await connected()
    expect(() => client.selectAccount({ namespace: 'polkadot', address: THIRD })).toThrow(
      ACCOUNT_NOT_FOUND_FOR_CONNECTOR,
    )
    expect(client.getAccount('polkadot')?.address).toBe(FIRST)
  })

  test("where the wallet selects its account itself, picking is 'Action not allowed'", async () => {
    const { client } = await connected()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(() =>
      client.selectAccount({ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111' }),
    ).toThrow(ACTION_NOT_ALLOWED)
  })
})
