// The cloud's `/v1/convert/*` answers (apps/cloud README "Swaps", Reown's shapes), checked before use:
// a field missing or of the wrong kind fails here with its name, never as a NaN or a wrong amount later.

import { PorticoError } from '../errors/PorticoError'

/** GET /v1/convert/tokens: one token of the chain; the native currency is `…:0xeeee…eeee`. */
export type CloudSwapToken = {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
  price?: number
}

/** GET /v1/convert/quotes: the first quote, its amounts as bigints of the tokens' smallest units. */
export type CloudSwapQuote = {
  fromAmount: bigint
  toAmount: bigint
  toAmountMin: bigint
  priceImpact: number
  path: string[]
}

/** A transaction built by the cloud, ready for the wallet: where it goes, its call data and wei value. */
export type CloudTransaction = { to: `0x${string}`; data: `0x${string}`; value: bigint; gasPrice: bigint }

/** build-transaction's swap: also the quoted output it was built for and the gas limit. */
export type CloudSwapTransaction = CloudTransaction & { amount: bigint; gas: bigint }

/** A swap answer the client cannot read: the cloud and client disagree on a shape. */
export class SwapResponseError extends PorticoError {
  override name = 'SwapResponseError'
  readonly code = 'INVALID_SWAP_RESPONSE'
  constructor(route: string, field: string) {
    super(`The swap service answered ${route} without a valid ${field}`)
  }
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

function field(route: string, body: unknown, name: string): unknown {
  if (!isObject(body)) throw new SwapResponseError(route, name)
  return body[name]
}

function unsigned(route: string, body: unknown, name: string): bigint {
  const value = field(route, body, name)
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new SwapResponseError(route, name)
  return BigInt(value)
}

function text(route: string, body: unknown, name: string): string {
  const value = field(route, body, name)
  if (typeof value !== 'string') throw new SwapResponseError(route, name)
  return value
}

const CAIP10 = /^eip155:\d+:0x[0-9a-fA-F]{40}$/

function caip10(route: string, body: unknown, name: string): string {
  const value = text(route, body, name)
  if (!CAIP10.test(value)) throw new SwapResponseError(route, name)
  return value
}

/** The address part of a CAIP-10 account, which wallets take. */
export const addressOf = (caip10Address: string) => caip10Address.split(':').at(-1) as `0x${string}`

export function parseSwapTokens(body: unknown): CloudSwapToken[] {
  const route = 'tokens'
  const tokens = field(route, body, 'tokens')
  if (!Array.isArray(tokens)) throw new SwapResponseError(route, 'tokens')
  return tokens.map((token) => {
    const decimals = field(route, token, 'decimals')
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0)
      throw new SwapResponseError(route, 'decimals')
    const price = field(route, token, 'price')
    if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price)))
      throw new SwapResponseError(route, 'price')
    return {
      name: text(route, token, 'name'),
      symbol: text(route, token, 'symbol'),
      address: caip10(route, token, 'address'),
      decimals,
      logoUri: text(route, token, 'logoUri'),
      eip2612: field(route, token, 'eip2612') === true,
      ...(price === undefined ? {} : { price }),
    }
  })
}

export function parseSwapQuote(body: unknown): CloudSwapQuote {
  const route = 'quotes'
  const quotes = field(route, body, 'quotes')
  const quote: unknown = Array.isArray(quotes) ? quotes[0] : undefined
  if (!isObject(quote)) throw new SwapResponseError(route, 'quotes')
  const priceImpact = quote.priceImpact
  if (typeof priceImpact !== 'number' || !Number.isFinite(priceImpact))
    throw new SwapResponseError(route, 'priceImpact')
  const path = quote.path
  if (!Array.isArray(path) || !path.every((step) => typeof step === 'string' && CAIP10.test(step)))
    throw new SwapResponseError(route, 'path')
  return {
    fromAmount: unsigned(route, quote, 'fromAmount'),
    toAmount: unsigned(route, quote, 'toAmount'),
    toAmountMin: unsigned(route, quote, 'toAmountMin'),
    priceImpact,
    path: path as string[],
  }
}

export function parseAllowance(body: unknown): bigint {
  return unsigned('allowance', body, 'allowance')
}

function parseTransaction(route: string, body: unknown): CloudTransaction {
  const tx = field(route, body, 'tx')
  const data = text(route, tx, 'data')
  if (!/^0x[0-9a-fA-F]*$/.test(data)) throw new SwapResponseError(route, 'data')
  const eip155 = field(route, tx, 'eip155')
  return {
    to: addressOf(caip10(route, tx, 'to')),
    data: data as `0x${string}`,
    value: unsigned(route, tx, 'value'),
    gasPrice: unsigned(route, eip155, 'gasPrice'),
  }
}

/** build-approve: `tx.to` names the token the approval is sent to (Reown's shape). */
export const parseApproveTransaction = (body: unknown): CloudTransaction =>
  parseTransaction('build-approve', body)

/** build-transaction: from the user to the router, with the gas limit and the wei to send. */
export function parseSwapTransaction(body: unknown): CloudSwapTransaction {
  const route = 'build-transaction'
  const tx = field(route, body, 'tx')
  return {
    ...parseTransaction(route, body),
    amount: unsigned(route, tx, 'amount'),
    gas: unsigned(route, field(route, tx, 'eip155'), 'gas'),
  }
}
