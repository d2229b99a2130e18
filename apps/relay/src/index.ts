export type { Clock } from './clock'
export { systemClock } from './clock'
export {
  DEFAULT_RELAY_HOST,
  DEFAULT_RELAY_PORT,
  MAX_MESSAGE_TTL_SECONDS,
  PING_INTERVAL_MS,
} from './constants'
export { decodeDidKey, encodeDidKey } from './didKey'
export {
  AUTH_BAD_ISSUER_MESSAGE,
  AUTH_BAD_SIGNATURE_MESSAGE,
  AUTH_EXPIRED_MESSAGE,
  AUTH_MALFORMED_MESSAGE,
  AUTH_MISSING_MESSAGE,
  MAILBOX_BUDGET_REACHED_MESSAGE,
  MAILBOX_TOPIC_BYTES_FULL_MESSAGE,
  MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE,
  messageTooLargeMessage,
  methodNotFoundMessage,
  RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE,
  RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE,
  RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE,
  RelayAuthError,
  RelayLimitError,
  type RelayLimitName,
  RelayPortInUseError,
  RPC_MAILBOX_FULL,
  RPC_RATE_LIMITED,
  RpcParamsError,
  ttlTooLongMessage,
} from './errors'
export type { RelayJwtPayload, VerifyRelayJwtReturnType } from './jwt/verifyRelayJwt'
export { verifyRelayJwt } from './jwt/verifyRelayJwt'
export type { RelayLimits } from './limits/relayLimits'
export { DEFAULT_RELAY_LIMITS } from './limits/relayLimits'
export type { TrustProxy } from './limits/trustProxy'
export type { LogLevel, RelayLogger } from './logger'
export { createJsonLogger } from './logger'
export type { Relay, StartRelayParameters, StartRelayReturnType } from './startRelay'
export { startRelay } from './startRelay'
