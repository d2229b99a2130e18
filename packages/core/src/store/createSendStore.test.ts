import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../types/tokens'
import { createSendStore, type SendRequest } from './createSendStore'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  price: 1,
  quantity: { decimals: '6', numeric: '120.5' },
  iconUrl: 'https://example.test/usdc.png',
}
const receiver = '0x2222222222222222222222222222222222222222'

function filledStore() {
  const store = createSendStore()
  const state = store.getState()
  state.setToken(usdc)
  state.setTokenAmount('12.5')
  state.setReceiverAddress(receiver)
  state.setReceiverProfileName('vitalik.eth')
  state.setReceiverProfileImageUrl('https://example.test/avatar.png')
  state.setTokenBalances([usdc])
  return store
}

const form = (store: ReturnType<typeof createSendStore>) => {
  const {
    token,
    sendTokenAmount,
    receiverAddress,
    receiverProfileName,
    receiverProfileImageUrl,
    loading,
    tokenBalances,
  } = store.getState()
  return {
    token,
    sendTokenAmount,
    receiverAddress,
    receiverProfileName,
    receiverProfileImageUrl,
    loading,
    tokenBalances,
  }
}

describe('validateSend (SPEC §5)', () => {
  test('a complete form on eip155, solana or polkadot (beyond SPEC) is valid', () => {
    const store = filledStore()
    expect(store.getState().validateSend({ namespace: 'eip155' })).toBeUndefined()
    expect(store.getState().validateSend({ namespace: 'solana' })).toBeUndefined()
    expect(store.getState().validateSend({ namespace: 'polkadot' })).toBeUndefined()
  })

  test.each(['bip122', 'cosmos', undefined] as const)('%s gives "Unsupported chain"', (namespace) => {
    expect(filledStore().getState().validateSend({ namespace })).toBe('Unsupported chain')
  })

  test.each([
    ['no amount', { sendTokenAmount: undefined }],
    ['a blank amount', { sendTokenAmount: '  ' }],
    ['a zero amount', { sendTokenAmount: '0.000' }],
    ['no receiver', { receiverAddress: undefined }],
    ['a blank receiver', { receiverAddress: ' ' }],
  ])('%s gives "An amount and receiver address are required"', (_, change) => {
    const store = filledStore()
    store.setState(change)
    expect(store.getState().validateSend({ namespace: 'eip155' })).toBe(
      'An amount and receiver address are required',
    )
  })

  test('no token gives "A token is required"', () => {
    const store = filledStore()
    store.getState().setToken(undefined)
    expect(store.getState().validateSend({ namespace: 'solana' })).toBe('A token is required')
  })

  test.each(['1e3', '-1', '1,5', 'abc'])('the amount %j is not a decimal number', (amount) => {
    const store = filledStore()
    store.getState().setTokenAmount(amount)
    expect(store.getState().validateSend({ namespace: 'eip155' })).toBe(
      'Number is not a valid decimal number',
    )
  })

  test("SPEC's order: chain, then amount and receiver, then token", () => {
    const store = createSendStore()
    expect(store.getState().validateSend({ namespace: 'cosmos' })).toBe('Unsupported chain')
    expect(store.getState().validateSend({ namespace: 'eip155' })).toBe(
      'An amount and receiver address are required',
    )
  })
})

describe('send (SPEC §4)', () => {
  test('sets loading, hands the trimmed form to the executor, and resets on success', async () => {
    const store = filledStore()
    store.getState().setTokenAmount(' 12.5 ')
    const requests: SendRequest[] = []
    let loadingWhileSending: boolean | undefined
    const hash = await store.getState().send({
      namespace: 'eip155',
      execute: async (request) => {
        requests.push(request)
        loadingWhileSending = store.getState().loading
        return '0xhash'
      },
    })
    expect(hash).toBe('0xhash')
    expect(loadingWhileSending).toBe(true)
    expect(requests).toEqual([
      { namespace: 'eip155', token: usdc, amount: '12.5', receiverAddress: receiver },
    ])
    expect(form(store)).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      loading: false,
      tokenBalances: [],
    })
  })

  test('a failure keeps everything the user typed and rethrows', async () => {
    const store = filledStore()
    const before = form(store)
    const rejected = new Error('User rejected the request')
    await expect(
      store.getState().send({
        namespace: 'solana',
        execute: async () => {
          throw rejected
        },
      }),
    ).rejects.toBe(rejected)
    expect(form(store)).toEqual(before)
    expect(store.getState().loading).toBe(false)
  })

  test('an invalid form is refused with its message and the executor is never called', async () => {
    const store = filledStore()
    store.getState().setReceiverAddress(undefined)
    let called = false
    const execute = async () => {
      called = true
    }
    await expect(store.getState().send({ namespace: 'eip155', execute })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    await expect(store.getState().send({ namespace: 'bip122', execute })).rejects.toThrow('Unsupported chain')
    expect(called).toBe(false)
    expect(store.getState().loading).toBe(false)
  })

  test('a second send while one is on its way is refused, so nothing is sent twice', async () => {
    const store = filledStore()
    let finish: (hash: string) => void = () => {}
    let calls = 0
    const execute = () => {
      calls++
      return new Promise<string>((resolve) => {
        finish = resolve
      })
    }
    const first = store.getState().send({ namespace: 'eip155', execute })
    await expect(store.getState().send({ namespace: 'eip155', execute })).rejects.toThrow(
      'A send is already in progress',
    )
    finish('0xfirst')
    expect(await first).toBe('0xfirst')
    expect(calls).toBe(1)
  })
})

test('reset clears the form (SPEC §4: also on every network switch)', () => {
  const store = filledStore()
  store.getState().reset()
  expect(form(store)).toEqual({
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    loading: false,
    tokenBalances: [],
  })
})

test('setters fill the SPEC §3 send state', () => {
  expect(form(filledStore())).toEqual({
    token: usdc,
    sendTokenAmount: '12.5',
    receiverAddress: receiver,
    receiverProfileName: 'vitalik.eth',
    receiverProfileImageUrl: 'https://example.test/avatar.png',
    loading: false,
    tokenBalances: [usdc],
  })
})
