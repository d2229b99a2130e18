import { type Static, Type } from 'typebox'

/** A CAIP-10 asset of a swap; the native currency is `0xeeee…eeee` (Reown's blockchain API). */
export const SwapAssetParameter = Type.String({
  pattern: '^eip155:[0-9]+:0x[0-9a-fA-F]{40}$',
  description:
    'CAIP-10 asset, e.g. eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee for the native currency',
})

/** The user, as CAIP-10 or a bare address. */
export const SwapUserParameter = Type.String({
  pattern: '^(eip155:[0-9]+:)?0x[0-9a-fA-F]{40}$',
  description: 'The user: CAIP-10 account or EVM address',
})

/** A token amount in its smallest units, as a decimal string (at most a uint256). */
export const SwapAmountParameter = Type.String({
  pattern: '^[1-9][0-9]{0,77}$',
  description: 'Amount in the smallest units of the token, a decimal string above 0',
})

const DecimalString = (description: string) => Type.String({ pattern: '^[0-9]+$', description })
const Caip10 = Type.String({ description: 'CAIP-10 address' })
const HexData = Type.String({ pattern: '^0x[0-9a-fA-F]*$', description: 'Call data' })

/** GET /v1/convert/tokens: SPEC §3 swap token, as Reown's blockchain API lists it, with a USD price. */
export const SwapTokenSchema = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  address: Caip10,
  decimals: Type.Integer({ minimum: 0 }),
  logoUri: Type.String(),
  eip2612: Type.Boolean(),
  price: Type.Optional(Type.Number({ description: 'USD, from the pools where swaps trade' })),
})
export type SwapToken = Static<typeof SwapTokenSchema>

/** GET /v1/convert/quotes: Reown's quote item, with what the router's reserves tell beside it. */
export const SwapQuoteSchema = Type.Object({
  id: Type.Null(),
  fromAmount: DecimalString('Amount in, smallest units'),
  fromAccount: Caip10,
  toAmount: DecimalString("Router02's getAmountsOut for the last token, smallest units"),
  toAccount: Caip10,
  priceImpact: Type.Number({
    description: 'Percent the output falls short of the pools’ prices (fees aside)',
  }),
  toAmountMin: DecimalString('The least the swap returns at SPEC §9’s 1% slippage'),
  path: Type.Array(Caip10, {
    description: 'The tokens the swap goes through (WETH for the native currency)',
  }),
})
export type SwapQuote = Static<typeof SwapQuoteSchema>

/** GET /v1/convert/build-approve: Reown's approve transaction; `from` and `to` are the token to call. */
export const ApproveTransactionSchema = Type.Object({
  tx: Type.Object({
    from: Caip10,
    to: Caip10,
    data: HexData,
    value: DecimalString('Wei'),
    eip155: Type.Object({ gasPrice: DecimalString('Wei') }),
  }),
})
export type ApproveTransaction = Static<typeof ApproveTransactionSchema>

/** POST /v1/convert/build-transaction: Reown's swap transaction, with the value to send beside it. */
export const SwapTransactionSchema = Type.Object({
  tx: Type.Object({
    from: Caip10,
    to: Caip10,
    data: HexData,
    amount: DecimalString('The quoted output, smallest units'),
    value: DecimalString('Wei to send with the call: the amount in when it is the native currency'),
    eip155: Type.Object({ gas: DecimalString('Gas limit'), gasPrice: DecimalString('Wei') }),
  }),
})
export type SwapTransaction = Static<typeof SwapTransactionSchema>
