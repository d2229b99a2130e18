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
  methodNotFoundMessage,
  RelayAuthError,
  RelayPortInUseError,
  RpcParamsError,
} from './errors'
export type { RelayJwtPayload, VerifyRelayJwtReturnType } from './jwt/verifyRelayJwt'
export { verifyRelayJwt } from './jwt/verifyRelayJwt'
export type { LogLevel, RelayLogger } from './logger'
export { createJsonLogger } from './logger'
export type { Relay, StartRelayParameters, StartRelayReturnType } from './startRelay'
export { startRelay } from './startRelay'
