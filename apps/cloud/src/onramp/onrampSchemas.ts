import { type Static, Type } from 'typebox'

const Decimal = (description: string) => Type.String({ description })

/** SPEC §3 on-ramp options, as Reown's blockchain API answers GET /v1/onramp/options. */
export const OnrampOptionsSchema = Type.Object({
  purchaseCurrencies: Type.Array(
    Type.Object({
      id: Type.String({ description: 'What the quote’s purchaseCurrency names (the symbol)' }),
      name: Type.String(),
      symbol: Type.String(),
      networks: Type.Array(
        Type.Object({
          name: Type.String({ description: 'CAIP-2: what the quote’s network names' }),
          display_name: Type.String(),
          chain_id: Type.String(),
          contract_address: Type.String({
            description: 'The token; 0xeeee…eeee for an EVM native currency, empty for SOL',
          }),
        }),
      ),
    }),
  ),
  paymentCurrencies: Type.Array(
    Type.Object({
      id: Type.String({ description: 'USD or EUR (SPEC §5)' }),
      payment_method_limits: Type.Array(
        Type.Object({ id: Type.String(), min: Decimal('Least payment'), max: Decimal('Greatest payment') }),
      ),
    }),
  ),
  providerUnavailable: Type.Boolean({
    description: 'True when the provider is stopped and these are SPEC §8’s built-in defaults',
  }),
})
export type OnrampOptions = Static<typeof OnrampOptionsSchema>

/** An amount of a currency, as Reown's quote writes each one. */
const Amount = Type.Object({
  amount: Type.String({ description: 'Decimal; empty when the estimate is unavailable' }),
  currency: Type.String(),
})

/** SPEC §3 quote, as Reown's blockchain API answers POST /v1/onramp/quote. */
export const OnrampQuoteSchema = Type.Object({
  coinbaseFee: Amount,
  networkFee: Amount,
  paymentSubtotal: Amount,
  paymentTotal: Amount,
  purchaseAmount: Amount,
  quoteId: Type.String(),
  estimateUnavailable: Type.Boolean({
    description:
      'SPEC §8 placeholder: true when the provider could not price it; the amounts bought are then empty, never invented',
  }),
})
export type OnrampQuote = Static<typeof OnrampQuoteSchema>

/** A purchase or payment currency: its id, or the option object holding it (as Reown's clients send). */
export const CurrencyParameter = Type.Union([
  Type.String({ minLength: 1, maxLength: 64 }),
  Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
])

/** A fiat amount: a decimal string or a JSON number, at most 2 decimals. */
export const FiatAmountParameter = Type.Union([
  Type.String({ maxLength: 32 }),
  Type.Number({ description: 'Fiat amount' }),
])

/** GET /v1/onramp/orders/{id}: what the modal follows until done or failed. */
export const OnrampOrderSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paying'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  address: Type.String(),
  network: Type.String({ description: 'CAIP-2' }),
  purchaseCurrency: Type.String(),
  purchaseAmount: Type.String({ description: 'The quoted crypto, decimal' }),
  paymentAmount: Type.String({ description: 'Fiat, decimal' }),
  paymentCurrency: Type.String(),
  paymentMethod: Type.String(),
  provider: Type.String(),
  transactionHash: Type.Union([Type.String(), Type.Null()]),
  failure: Type.Union([Type.String(), Type.Null()]),
})
export type OnrampOrderView = Static<typeof OnrampOrderSchema>
