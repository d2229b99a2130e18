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
/** JSON-RPC 2.0's server-error range: a rate limit (retry after its window) and a full mailbox (retry later). */
export const RPC_RATE_LIMITED = -32001
export const RPC_MAILBOX_FULL = -32002

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

export const RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE = 'Rate limit exceeded: publish per client'
export const RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE = 'Rate limit exceeded: subscribe per client'
export const RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE = 'Rate limit exceeded: publish per topic'
export const RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE = 'Rate limit exceeded: publish per address'
export const RATE_LIMIT_SUBSCRIBE_PER_ADDRESS_MESSAGE = 'Rate limit exceeded: subscribe per address'
export const RATE_LIMIT_FETCH_PER_CLIENT_MESSAGE = 'Rate limit exceeded: fetch per client'
export const RATE_LIMIT_FETCH_PER_ADDRESS_MESSAGE = 'Rate limit exceeded: fetch per address'
export const MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE = 'Mailbox full for topic: message cap reached'
export const MAILBOX_TOPIC_BYTES_FULL_MESSAGE = 'Mailbox full for topic: byte cap reached'
export const MAILBOX_BUDGET_REACHED_MESSAGE = 'Relay mailbox memory budget reached'

export function messageTooLargeMessage(maxBytes: number): string {
  return `Message too large: at most ${maxBytes} bytes`
}

export function tooManySubscriptionsMessage(max: number): string {
  return `Too many subscriptions: a client holds at most ${max} topics, unsubscribe some first`
}

export function tooManyAddressSubscriptionsMessage(max: number): string {
  return `Too many subscriptions: the clients of one address hold at most ${max} topics`
}

export function ttlTooLongMessage(maxSeconds: number): string {
  return `Message ttl too long: at most ${maxSeconds} seconds`
}

/** Which limit refused a request, as /metrics labels it. */
export type RelayLimitName =
  | 'publish_per_client'
  | 'subscribe_per_client'
  | 'publish_per_topic'
  | 'publish_per_address'
  | 'subscribe_per_address'
  | 'message_size'
  | 'message_ttl'
  | 'topic_messages'
  | 'topic_bytes'
  | 'mailbox_budget'
  | 'fetch_per_client'
  | 'fetch_per_address'
  | 'subscriptions_per_client'
  | 'subscriptions_per_address'

/**
 * A publish or subscribe the relay refused because a limit was reached; nothing was stored.
 * The message names the limit; the code tells a rate (-32001), a full mailbox (-32002) or a request
 * that can never pass (-32602).
 */
export class RelayLimitError extends Error {
  override name = 'RelayLimitError'
  readonly limit: RelayLimitName
  readonly code: number

  constructor(limit: RelayLimitName, code: number, message: string) {
    super(message)
    this.limit = limit
    this.code = code
  }
}
