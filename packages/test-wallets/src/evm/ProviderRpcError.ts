/** EIP-1193 / EIP-1474 / EIP-5792 error codes this wallet answers with. */
export const RPC_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  unknownBundle: 5730,
} as const

/** The error shape EIP-1193 gives a failed request: a numeric code, a message and optional data. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export const userRejected = () =>
  new ProviderRpcError(RPC_ERROR_CODES.userRejected, 'User rejected the request.')
export const unauthorized = () =>
  new ProviderRpcError(
    RPC_ERROR_CODES.unauthorized,
    'The requested account has not been authorized by the user.',
  )
export const invalidParams = (message: string) => new ProviderRpcError(RPC_ERROR_CODES.invalidParams, message)
