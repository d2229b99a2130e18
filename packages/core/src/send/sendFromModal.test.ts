import { describe, expect, test, vi } from 'vitest'
import { createPortico } from '../client/createPortico'
import { defineNetwork } from '../networks/defineNetwork'
import type { PorticoEventName } from '../store/createEventsStore'
import { createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { TEST_SEND_FEE, userRejection } from '../testing/createTestAdapter'
import type { TokenBalance } from '../types/tokens'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  price: 1,
  quantity: { decimals: '6', numeric: '20' },
  iconUrl: '',
}

async function connected() {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: FROM, chainId: 1, balance: '3' },
  ])
  const client = createPortico({ projectId: 'p', networks: [mainnet], adapters: [evm.adapter] })
  await client.ready
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  await vi.waitFor(() => expect(client.getAccount()?.balance).toBe('3'))
  const events: PorticoEventName[] = []
  client.subscribeEvents((event) => events.push(event.name))
  client.stores.router.getState().push('Send')
  const fill = (token: TokenBalance, amount: string, receiver: string) => {
    const form = client.stores.send.getState()
    form.setToken(token)
    form.setTokenAmount(amount)
    form.setReceiverAddress(receiver)
  }
  const sends = () => evm.calls.filter((call) => call.startsWith('sendTransaction'))
  return { client, evm, events, fill, sends }
}

describe('SPEC §4 send flow from the modal', () => {
  test('sends the amount in the token’s smallest unit, records the events, reads balances, resets, returns to Account', async () => {
    const { client, evm, events, fill, sends } = await connected()
    fill(usdc, '1.5', TO)
    evm.setBalance(FROM, '2.9')
    const hash = await client.send()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(sends()).toEqual([
      `sendTransaction:eip155:1:${TO}:1500000:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
    ])
    expect(events.filter((name) => name.startsWith('SEND'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(client.getAccount()?.balance).toBe('2.9')
    expect(client.stores.send.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      loading: false,
    })
    expect(client.stores.router.getState().view).toBe('Account')
  })

  test('a refused form sends nothing and keeps what was typed', async () => {
    const { client, events, fill, sends } = await connected()
    fill(usdc, '20.000001', TO)
    await expect(client.send()).rejects.toMatchObject({ name: 'SendFormError', issue: 'insufficientBalance' })
    fill(usdc, '', TO)
    await expect(client.send()).rejects.toThrow('An amount and receiver address are required')
    expect(sends()).toEqual([])
    expect(events).toEqual([])
    expect(client.stores.send.getState().receiverAddress).toBe(TO)
    expect(client.stores.router.getState().view).toBe('Send')
  })

  test('the wallet’s refusal leaves the form as typed and the view where it was', async () => {
    const { client, evm, events, fill } = await connected()
    fill(usdc, '1.5', TO)
    evm.failNext(userRejection())
    await expect(client.send()).rejects.toThrow('User rejected')
    expect(client.stores.send.getState()).toMatchObject({
      token: usdc,
      sendTokenAmount: '1.5',
      receiverAddress: TO,
      loading: false,
    })
    expect(events.filter((name) => name.startsWith('SEND'))).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(client.stores.router.getState().view).toBe('Send')
  })

  test('estimateSendFee asks the adapter with the typed amount, or zero to the sender itself before one is typed', async () => {
    const { client, evm } = await connected()
    expect(await client.estimateSendFee({ token: usdc, amount: '2', receiverAddress: TO })).toBe(
      TEST_SEND_FEE,
    )
    expect(await client.estimateSendFee({ token: usdc })).toBe(TEST_SEND_FEE)
    expect(evm.calls.filter((call) => call.startsWith('estimateSendFee'))).toEqual([
      'estimateSendFee:2000000:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      'estimateSendFee:0:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    ])
  })
})

describe('polkadot, beyond SPEC §1', () => {
  const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
  const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
  const local = defineNetwork({
    id: '45454545454545454545454545454545',
    name: 'Local Polkadot',
    chainNamespace: 'polkadot',
    nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })

  test('the account the visitor picked sends (`from`), the amount in planck, to an SS58 receiver', async () => {
    const dot = createTestAdapter(
      'polkadot',
      [
        {
          connector: testConnector('polkadot', 'talisman'),
          address: ALICE,
          otherAddresses: [BOB],
          balance: '5',
        },
      ],
      { capabilities: { selectAccount: true } },
    )
    const sendTransaction = vi.spyOn(dot.adapter, 'sendTransaction')
    const client = createPortico({ projectId: 'p', networks: [local], adapters: [dot.adapter] })
    await client.ready
    await client.connect({ namespace: 'polkadot', connectorId: 'talisman' })
    client.selectAccount({ namespace: 'polkadot', address: BOB })
    const form = client.stores.send.getState()
    form.setToken({
      name: 'Kusama',
      symbol: 'KSM',
      chainId: local.caipNetworkId,
      price: 0,
      quantity: { decimals: '12', numeric: '5' },
      iconUrl: '',
    })
    form.setTokenAmount('1.5')
    form.setReceiverAddress(ALICE)
    await client.send()
    expect(sendTransaction).toHaveBeenCalledWith({
      connectorId: 'talisman',
      caipNetwork: local,
      from: BOB,
      to: ALICE,
      value: '1500000000000',
    })
  })

  test('an SS58 receiver typed on EVM is refused as another namespace’s address', async () => {
    const { client, fill } = await connected()
    fill(usdc, '1', ALICE)
    await expect(client.send()).rejects.toMatchObject({ issue: 'receiverOnOtherNamespace' })
  })
})
