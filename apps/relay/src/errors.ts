/** A refused WebSocket login: `reason` is the close reason the client sees. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

export const AUTH_MISSING_MESSAGE = 'Unauthorized: missing auth, connect with ?auth=<JWT>'
export const AUTH_MALFORMED_MESSAGE = 'Unauthorized: auth is not a well-formed EdDSA JWT'
export const AUTH_BAD_ISSUER_MESSAGE = 'Unauthorized: JWT iss is not an ed25519 did:key'
export const AUTH_BAD_SIGNATURE_MESSAGE = 'Unauthorized: JWT signature does not match its iss'
export const AUTH_EXPIRED_MESSAGE = 'Unauthorized: JWT has expired'

/** JSON-RPC error codes (JSON-RPC 2.0 §5.1). */
export const RPC_PARSE_ERROR = -32700
export const RPC_INVALID_REQUEST = -32600
export const RPC_METHOD_NOT_FOUND = -32601
export const RPC_INVALID_PARAMS = -32602
export const RPC_INTERNAL_ERROR = -32603

export const PARSE_ERROR_MESSAGE = 'Parse error: the message is not JSON'
export const INVALID_REQUEST_MESSAGE = 'Invalid request: expected a JSON-RPC 2.0 request with a method'
export const INTERNAL_ERROR_MESSAGE = 'Internal error'

export function methodNotFoundMessage(method: string): string {
  return `Method not found: ${method}`
}

/** A JSON-RPC request whose params are wrong: the message names the param. */
export class RpcParamsError extends Error {
  override name = 'RpcParamsError'
  readonly param: string

  constructor(param: string, expected: string) {
    super(`Invalid params: "${param}" must be ${expected}`)
    this.param = param
  }
}

/** The port asked for is taken: the message names it. */
export class RelayPortInUseError extends Error {
  override name = 'RelayPortInUseError'
  readonly port: number

  constructor(port: number, host: string) {
    super(
      `Port ${port} on ${host} is already in use, so the relay cannot start there. ` +
        `Stop the process that holds it or choose another port with --port.`,
    )
    this.port = port
  }
}
