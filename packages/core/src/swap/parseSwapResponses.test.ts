import { describe, expect, test } from 'vitest'
import {
  parseAllowance,
  parseApproveTransaction,
  parseSwapQuote,
  parseSwapTokens,
  parseSwapTransaction,
} from './parseSwapResponses'

const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DUSD = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('parseSwapTokens', () => {
  test('reads the cloud’s tokens with their decimals, icon and optional price', () => {
    const tokens = parseSwapTokens({
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: ETH,
          decimals: 18,
          logoUri: '/eth.svg',
          eip2612: false,
          price: 3000,
        },
        {
          name: 'Devnet USD',
          symbol: 'DUSD',
          address: DUSD,
          decimals: 6,
          logoUri: '/dusd.svg',
          eip2612: false,
        },
      ],
    })
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: ETH,
        decimals: 18,
        logoUri: '/eth.svg',
        eip2612: false,
        price: 3000,
      },
      {
        name: 'Devnet USD',
        symbol: 'DUSD',
        address: DUSD,
        decimals: 6,
        logoUri: '/dusd.svg',
        eip2612: false,
      },
    ])
  })

  test.each([
    [{}, 'tokens'],
    [
      { tokens: [{ name: 'X', symbol: 'X', address: DUSD, decimals: 1.5, logoUri: '', eip2612: false }] },
      'decimals',
    ],
    [
      { tokens: [{ name: 'X', symbol: 'X', address: '0xabc', decimals: 6, logoUri: '', eip2612: false }] },
      'address',
    ],
    [{ tokens: [{ name: 'X', symbol: 'X', address: DUSD, decimals: 6, logoUri: '', price: '1' }] }, 'price'],
  ])('names the field the cloud got wrong: %j', (body, field) => {
    expect(() => parseSwapTokens(body)).toThrow(`The swap service answered tokens without a valid ${field}`)
  })
})

describe('parseSwapQuote', () => {
  const quote = {
    id: null,
    fromAmount: '1000000000000000000',
    fromAccount: ETH,
    toAmount: '2990000000',
    toAccount: DUSD,
    priceImpact: 0.0331,
    toAmountMin: '2960100000',
    path: [ETH, DUSD],
  }

  test('reads the first quote’s amounts as bigints, beyond what a float holds', () => {
    const big = { ...quote, toAmount: '123456789012345678901234567890' }
    expect(parseSwapQuote({ quotes: [big] })).toEqual({
      fromAmount: 10n ** 18n,
      toAmount: 123456789012345678901234567890n,
      toAmountMin: 2_960_100_000n,
      priceImpact: 0.0331,
      path: [ETH, DUSD],
    })
  })

  test.each([
    [{ quotes: [] }, 'quotes'],
    [{ quotes: [{ ...quote, toAmount: 2990000000 }] }, 'toAmount'],
    [{ quotes: [{ ...quote, fromAmount: '-1' }] }, 'fromAmount'],
    [{ quotes: [{ ...quote, priceImpact: '0.1' }] }, 'priceImpact'],
    [{ quotes: [{ ...quote, path: ['ETH'] }] }, 'path'],
  ])('refuses a quote with a bad field: %j', (body, field) => {
    expect(() => parseSwapQuote(body)).toThrow(`The swap service answered quotes without a valid ${field}`)
  })
})

test('parseAllowance reads the largest uint256 exactly', () => {
  expect(parseAllowance({ allowance: String(2n ** 256n - 1n) })).toBe(2n ** 256n - 1n)
  expect(() => parseAllowance({ allowance: 5 })).toThrow('answered allowance without a valid allowance')
})

describe('transactions', () => {
  test('build-approve: sent to the token, with no value', () => {
    const tx = { from: DUSD, to: DUSD, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1000000000' } }
    expect(parseApproveTransaction({ tx })).toEqual({
      to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      data: '0x095ea7b3',
      value: 0n,
      gasPrice: 1_000_000_000n,
    })
  })

  test('build-transaction: to the router, with the ETH it sends, its quoted output and gas', () => {
    const tx = {
      from: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      to: `eip155:31337:${ROUTER}`,
      data: '0x7ff36ab5',
      amount: '2990000000',
      value: '1000000000000000000',
      eip155: { gas: '200000', gasPrice: '1000000000' },
    }
    expect(parseSwapTransaction({ tx })).toEqual({
      to: ROUTER,
      data: '0x7ff36ab5',
      value: 10n ** 18n,
      gasPrice: 1_000_000_000n,
      amount: 2_990_000_000n,
      gas: 200_000n,
    })
  })

  test.each([
    [{ tx: { to: DUSD, data: 'zz', value: '0', eip155: { gasPrice: '1' } } }, 'data'],
    [{ tx: { to: DUSD, data: '0x', value: '0', eip155: {} } }, 'gasPrice'],
    [{ tx: { to: DUSD, data: '0x', value: '0' } }, 'gasPrice'],
    [{}, 'data'],
  ])('refuses a transaction with a bad field: %j', (body, field) => {
    expect(() => parseApproveTransaction(body)).toThrow(`answered build-approve without a valid ${field}`)
  })

  test('a swap transaction without its gas limit is refused', () => {
    const tx = {
      to: `eip155:31337:${ROUTER}`,
      data: '0x',
      amount: '1',
      value: '0',
      eip155: { gasPrice: '1' },
    }
    expect(() => parseSwapTransaction({ tx })).toThrow('answered build-transaction without a valid gas')
  })
})
