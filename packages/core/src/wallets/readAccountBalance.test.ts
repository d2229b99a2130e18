import { describe, expect, test } from 'vitest'
import { createPortico } from '../client/createPortico'
import { base, createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { readAccountBalance } from './readAccountBalance'

const METAMASK = '0x1111111111111111111111111111111111111111'
const RAINBOW = '0x2222222222222222222222222222222222222222'

function setup() {
  const evm = createTestAdapter('eip155', [
    {
      connector: testConnector('eip155', 'io.metamask', 'ANNOUNCED', 'MetaMask'),
      address: METAMASK,
      balance: '1.5',
    },
    {
      connector: testConnector('eip155', 'me.rainbow', 'ANNOUNCED', 'Rainbow'),
      address: RAINBOW,
      balance: '2',
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [evm.adapter],
    features: { multiWallet: true, analytics: false },
  })
  return { client, evm }
}

describe('readAccountBalance (each connected wallet with its balance)', () => {
  test("a wallet that is not the active one is read on the namespace's network, the active one untouched", async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })
    expect(client.getAccount('eip155')?.address).toBe(RAINBOW)
    expect(await readAccountBalance(client, { namespace: 'eip155', address: METAMASK })).toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
    expect(evm.calls).toContain(`getBalance:${mainnet.caipNetworkId}:${METAMASK}`)
    expect(client.getAccount('eip155')?.address).toBe(RAINBOW)
    expect(
      await readAccountBalance(client, { namespace: 'eip155', address: METAMASK, caipNetwork: base }),
    ).toEqual({
      balance: '1.5',
      symbol: base.nativeCurrency.symbol,
    })
  })

  test('a failed read throws; a namespace with no adapter or network gives undefined', async () => {
    const { client, evm } = setup()
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    evm.failNextBalance(new Error('RPC down'))
    await expect(readAccountBalance(client, { namespace: 'eip155', address: METAMASK })).rejects.toThrow(
      'RPC down',
    )
    expect(await readAccountBalance(client, { namespace: 'solana', address: METAMASK })).toBeUndefined()
  })

  test('an adapter that reads no balances is not asked', async () => {
    const evm = createTestAdapter(
      'eip155',
      [{ connector: testConnector('eip155', 'io.metamask'), address: METAMASK, balance: '1' }],
      { capabilities: { balance: false } },
    )
    const client = createPortico({ projectId: 'p', networks: [mainnet], adapters: [evm.adapter] })
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(await readAccountBalance(client, { namespace: 'eip155', address: METAMASK })).toBeUndefined()
    expect(evm.calls.filter((call) => call.startsWith('getBalance'))).toEqual([])
  })

  test('anything but a client is refused', async () => {
    await expect(readAccountBalance({}, { namespace: 'eip155', address: METAMASK })).rejects.toThrow(
      'Expected a Portico client made by createPortico',
    )
  })
})
