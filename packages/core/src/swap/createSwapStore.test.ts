import { describe, expect, test } from 'vitest'
import { createPortico } from '../client/createPortico'
import { mainnet } from '../test/fixtures'
import { createSwapStore, swapStoreOf } from './createSwapStore'
import type { CloudSwapToken } from './parseSwapResponses'
import { SwapError } from './SwapError'

const token = (symbol: string): CloudSwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:0x${symbol.charCodeAt(0).toString(16).padStart(40, '0')}`,
  decimals: 18,
  logoUri: '',
  eip2612: false,
})
const quote = {
  fromAmount: 1n,
  toAmount: 2n,
  toAmountMin: 1n,
  priceImpact: 0,
  path: [],
  price: '2.000000',
  networkFee: 0n,
  needsApproval: false,
}

describe('the swap store', () => {
  test('a change of tokens or amount drops the quote and its error, never the form', () => {
    const store = createSwapStore()
    store.setState({ fromToken: token('A'), toToken: token('B'), amount: '1', quote, status: 'quoted' })
    store.getState().flip()
    expect(store.getState()).toMatchObject({
      fromToken: { symbol: 'B' },
      toToken: { symbol: 'A' },
      amount: '1',
      quote: undefined,
      status: 'ready',
    })
    store.setState({ quote, status: 'quoted', error: new SwapError('insufficientBalance') })
    store.getState().setAmount('0.5')
    expect(store.getState()).toMatchObject({
      amount: '0.5',
      quote: undefined,
      error: undefined,
      status: 'ready',
    })
  })

  test('one store per client, none shared between clients; anything else is refused', () => {
    const first = createPortico({ projectId: 'p', networks: [mainnet] })
    const second = createPortico({ projectId: 'p', networks: [mainnet] })
    expect(swapStoreOf(first)).toBe(swapStoreOf(first))
    expect(swapStoreOf(first)).not.toBe(swapStoreOf(second))
    expect(() => swapStoreOf({})).toThrow('Expected a Portico client made by createPortico')
  })
})

test('subscribers hear every change until they leave', () => {
  const store = createSwapStore()
  const heard: string[] = []
  const leave = store.subscribe(() => heard.push(store.getState().amount))
  store.getState().setAmount('1')
  store.setState({ amount: '2' })
  leave()
  store.getState().setAmount('3')
  expect(heard).toEqual(['1', '2'])
  expect(store.getState().amount).toBe('3')
})
