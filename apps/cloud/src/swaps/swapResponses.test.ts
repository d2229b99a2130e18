import { Value } from 'typebox/value'
import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { toApproveTransaction, toSwapQuote, toSwapTransaction } from './swapResponses'
import { ApproveTransactionSchema, SwapQuoteSchema, SwapTransactionSchema } from './swapSchemas'

const WETH = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')
const DUSD = getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const ROUTER = getAddress('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0')
const USER = getAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
const ETH_CAIP = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe("Reown's response shapes, from bigints to decimal strings", () => {
  test('a quote: Reown’s five fields, then price impact, minimum received and path', () => {
    const quote = toSwapQuote(
      31337,
      { from: ETH_CAIP, to: `eip155:31337:${DUSD}` },
      { amountIn: 10n ** 18n, amountOut: 2_988_020_943n, priceImpactPpm: 996n, tokens: [WETH, DUSD] },
      100n,
    )
    expect(quote).toEqual({
      id: null,
      fromAmount: '1000000000000000000',
      fromAccount: ETH_CAIP,
      toAmount: '2988020943',
      toAccount: `eip155:31337:${DUSD}`,
      priceImpact: 0.0996,
      toAmountMin: '2958140733',
      path: [`eip155:31337:${WETH}`, `eip155:31337:${DUSD}`],
    })
    expect(Value.Check(SwapQuoteSchema, quote)).toBe(true)
  })

  test('an approve transaction names the token as from and to, with no value', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, maxUint256] })
    const approve = toApproveTransaction(31337, DUSD, data, 2_000_000_000n)
    expect(approve).toEqual({
      tx: {
        from: `eip155:31337:${DUSD}`,
        to: `eip155:31337:${DUSD}`,
        data,
        value: '0',
        eip155: { gasPrice: '2000000000' },
      },
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.tx.data as `0x${string}` }).args).toEqual([
      ROUTER,
      maxUint256,
    ])
    expect(Value.Check(ApproveTransactionSchema, approve)).toBe(true)
  })

  test('a swap transaction goes from the user to the router with the quoted amount, value and gas', () => {
    const swap = toSwapTransaction(
      31337,
      { user: USER, router: ROUTER },
      { data: '0x7ff36ab5', value: 10n ** 18n },
      { amountOut: 2_988_020_943n, gas: 123_456n, gasPrice: 2_000_000_000n },
    )
    expect(swap).toEqual({
      tx: {
        from: `eip155:31337:${USER}`,
        to: `eip155:31337:${ROUTER}`,
        data: '0x7ff36ab5',
        amount: '2988020943',
        value: '1000000000000000000',
        eip155: { gas: '123456', gasPrice: '2000000000' },
      },
    })
    expect(Value.Check(SwapTransactionSchema, swap)).toBe(true)
  })

  test('the schemas refuse what Reown’s clients could not read', () => {
    expect(Value.Check(SwapQuoteSchema, { id: null, fromAmount: '1.5' })).toBe(false)
    expect(
      Value.Check(SwapTransactionSchema, {
        tx: {
          from: 'a',
          to: 'b',
          data: 'not hex',
          amount: '1',
          value: '0',
          eip155: { gas: '1', gasPrice: '1' },
        },
      }),
    ).toBe(false)
  })
})
