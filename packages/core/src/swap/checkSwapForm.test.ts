import { describe, expect, test } from 'vitest'
import type { AccountState } from '../types/account'
import { checkSwapForm } from './checkSwapForm'
import type { CloudSwapToken } from './parseSwapResponses'
import { swapBalanceOf, swapTokensWithBalances } from './swapBalances'

const ETH: CloudSwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '/eth.svg',
  eip2612: false,
  price: 3000,
}
const DUSD: CloudSwapToken = {
  name: 'Devnet USD',
  symbol: 'DUSD',
  address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 6,
  logoUri: '/dusd.svg',
  eip2612: false,
  price: 1,
}
const DDL: CloudSwapToken = {
  ...DUSD,
  symbol: 'DDL',
  address: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
}

const account = {
  status: 'connected',
  balance: '2.5',
  tokenBalance: [
    {
      name: 'Devnet USD',
      symbol: 'DUSD',
      chainId: 'eip155:31337',
      // The cloud's balance list may spell the address in lower case.
      address: DUSD.address.toLowerCase(),
      price: 1,
      quantity: { decimals: '6', numeric: '10.5' },
      iconUrl: '',
    },
  ],
} as AccountState

describe('checkSwapForm', () => {
  test('gives the amount in the smallest unit of the token swapped', () => {
    expect(checkSwapForm({ fromToken: ETH, toToken: DUSD, amount: '1.25' }, account).fromAmount).toBe(
      1_250_000_000_000_000_000n,
    )
  })

  test('the whole balance can be swapped, a unit more is "Insufficient balance"', () => {
    expect(checkSwapForm({ fromToken: DUSD, toToken: ETH, amount: '10.5' }, account).fromAmount).toBe(
      10_500_000n,
    )
    expect(() => checkSwapForm({ fromToken: DUSD, toToken: ETH, amount: '10.500001' }, account)).toThrow(
      'Insufficient balance',
    )
    expect(() =>
      checkSwapForm({ fromToken: ETH, toToken: DUSD, amount: '2.500000000000000001' }, account),
    ).toThrow('Insufficient balance')
  })

  test('a token the account does not hold is held at 0', () => {
    expect(() => checkSwapForm({ fromToken: DDL, toToken: ETH, amount: '1' }, account)).toThrow(
      expect.objectContaining({ issue: 'insufficientBalance' }),
    )
  })

  test.each([
    [{ fromToken: undefined, toToken: DUSD, amount: '1' }, 'tokensRequired'],
    [{ fromToken: ETH, toToken: undefined, amount: '1' }, 'tokensRequired'],
    [{ fromToken: ETH, toToken: ETH, amount: '1' }, 'tokensRequired'],
    [{ fromToken: ETH, toToken: DUSD, amount: '' }, 'invalidAmount'],
    [{ fromToken: ETH, toToken: DUSD, amount: '0.000' }, 'invalidAmount'],
    [{ fromToken: ETH, toToken: DUSD, amount: '-1' }, 'invalidAmount'],
    [{ fromToken: ETH, toToken: DUSD, amount: '1e3' }, 'invalidAmount'],
    // Finer than DUSD's 6 decimals: refused, never rounded.
    [{ fromToken: DUSD, toToken: ETH, amount: '0.0000001' }, 'invalidAmount'],
  ])('refuses %j as %s', (form, issue) => {
    expect(() => checkSwapForm(form, account)).toThrow(expect.objectContaining({ name: 'SwapError', issue }))
  })
})

describe('swap tokens with balances', () => {
  test('native from the chain balance, tokens from the cloud list', () => {
    expect(swapBalanceOf(account, ETH)).toBe(2_500_000_000_000_000_000n)
    expect(swapBalanceOf(account, DUSD)).toBe(10_500_000n)
    expect(swapBalanceOf({ ...account, balance: undefined }, ETH)).toBe(0n)
  })

  test('SPEC §3 shape, the held ones first', () => {
    const tokens = swapTokensWithBalances({ ...account, balance: '0' }, [ETH, DDL, DUSD])
    expect(tokens.map((token) => token.symbol)).toEqual(['DUSD', 'ETH', 'DDL'])
    expect(tokens[0]).toMatchObject({
      quantity: { decimals: '6', numeric: '10.500000' },
      price: 1,
      value: 10.5,
    })
    expect(tokens[1]).toMatchObject({
      quantity: { decimals: '18', numeric: '0.000000000000000000' },
      value: 0,
    })
  })
})
