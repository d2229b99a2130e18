/**
 * Error bodies of Portico Cloud. SPEC §8: the client maps a body containing 'invalid key' to
 * Invalid Project ID and 'origin not allowed' to Invalid App Configuration, so those words are exact.
 */
export const INVALID_PROJECT_ID_MESSAGE = 'invalid key: unknown project id'
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'origin not allowed'
export const RATE_LIMITED_MESSAGE = 'rate limited: too many requests'
export const NOT_FOUND_MESSAGE = 'not found'
export const METHOD_NOT_ALLOWED_MESSAGE = 'method not allowed'
export const INVALID_JSON_MESSAGE = 'invalid JSON body'
export const BODY_TOO_LARGE_MESSAGE = 'request body too large'
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'unsupported content type'
export const NOT_READY_MESSAGE = 'not ready'
export const INTERNAL_ERROR_MESSAGE = 'internal server error'
export const UNSUPPORTED_CHAIN_MESSAGE = 'chain not supported'
export const UPSTREAM_RPC_FAILED_MESSAGE = 'upstream RPC node failed'

/** SPEC §8: the swap routes, and the gas price they rely on, on a network without a market. */
export const SWAPS_NOT_SUPPORTED_MESSAGE = 'Network not supported for Swaps'
export const GAS_PRICE_NOT_SUPPORTED_MESSAGE = 'Network not supported for Gas Price'
export const SWAP_ACROSS_CHAINS_MESSAGE =
  'from, to and userAddress must be on the same chain: swaps do not cross chains'
export const SWAP_SAME_TOKEN_MESSAGE = 'from and to are the same token: there is nothing to swap'
export const SWAP_NO_ROUTE_MESSAGE = 'No route for this swap: no pool on this chain trades these tokens'
/** Reown's clients show 'Insufficient liquidity' for an error that contains these words. */
export const SWAP_INSUFFICIENT_LIQUIDITY_MESSAGE = 'insufficient liquidity: the pools cannot fill this amount'
export const SWAP_AMOUNT_TOO_SMALL_MESSAGE = 'the amount is too small: the pools would give nothing for it'
export const NATIVE_NEEDS_NO_APPROVAL_MESSAGE =
  'the native currency is sent with the swap: it needs no approval'

/** A swap parameter names an address that answers no ERC-20 call on the swap's chain. */
export function notAnErc20Message(parameter: string): string {
  return `${parameter} is not an ERC-20 token on this chain`
}

/** The node refuses the built swap as the user would send it (a short balance or allowance): its reason. */
export function swapWouldFailMessage(reason: string): string {
  return `the swap would fail: ${reason}`
}

/** A required query parameter is absent: the message names it. */
export function missingParameterMessage(name: string): string {
  return `missing parameter: ${name}`
}

/** A parameter is present but malformed: the message names it. */
export function invalidParameterMessage(name: string): string {
  return `invalid parameter: ${name}`
}

/** An address path parameter that is not 0x and 40 hex characters (SPEC §5). */
export const INVALID_ADDRESS_MESSAGE = invalidParameterMessage('address')

/** A failure that becomes an HTTP answer: the status and the one-line message of the body. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly headers: Record<string, string>
  /** Fields the body carries beside `error` (the route's error schema names them). */
  readonly details: Record<string, unknown>

  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message)
    this.status = status
    this.headers = headers
    this.details = details
  }
}

/** The port asked for is held by another process: the message names it. */
export class CloudPortInUseError extends Error {
  override name = 'CloudPortInUseError'
  readonly port: number

  constructor(port: number, host: string) {
    super(
      `Port ${port} on ${host} is already in use, so Portico Cloud cannot start there. ` +
        'Stop the process that holds it or choose another port with --port.',
    )
    this.port = port
  }
}

/** SPEC §8: the text a refused JSON-RPC method is answered with (JSON-RPC error -32601). */
export const RPC_CALL_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/** The refusal naming the method (a name past 100 characters is cut, so the answer stays small). */
export function rpcCallNotAllowedMessage(method: unknown): string {
  const name = typeof method === 'string' ? method.slice(0, 100) : '(no method name)'
  return `${RPC_CALL_NOT_ALLOWED_MESSAGE}: ${name}`
}
export const RPC_BATCH_TOO_LARGE_MESSAGE = 'JSON-RPC batch too large'

/** Every route states what it takes and answers (the OpenAPI document is built from it): one without a schema does not start. */
export class RouteWithoutSchemaError extends Error {
  override name = 'RouteWithoutSchemaError'

  constructor(method: string, url: string, missing: 'response' | 'querystring') {
    super(`Route ${method} ${url} has no ${missing} schema; every route declares its request and response.`)
  }
}
