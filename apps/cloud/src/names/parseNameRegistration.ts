import { COIN_TYPE_FLAG, getCoinType } from '@portico/core'
import { MAINNET_COIN_TYPE, NAME_TIMESTAMP_TOLERANCE_S } from './nameConstants'
import {
  INVALID_REGISTRATION_MESSAGE_MESSAGE,
  NameServiceError,
  staleTimestampMessage,
  UNSUPPORTED_ATTRIBUTE_MESSAGE,
  unsupportedCoinTypeMessage,
} from './nameErrors'

/** SPEC §7: what the wallet signs, as JSON: the name, empty attributes and a Unix-seconds timestamp. */
export type NameRegistrationMessage = { name: string; timestamp: number }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads the signed message; anything but `{ name, attributes: {}, timestamp }` is refused with the reason. */
export function parseNameRegistrationMessage(text: string): NameRegistrationMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new NameServiceError(400, 'message', INVALID_REGISTRATION_MESSAGE_MESSAGE)
  }
  if (
    !isRecord(parsed) ||
    typeof parsed.name !== 'string' ||
    typeof parsed.timestamp !== 'number' ||
    !Number.isSafeInteger(parsed.timestamp) ||
    parsed.timestamp < 0 ||
    (parsed.attributes !== undefined && !isRecord(parsed.attributes))
  )
    throw new NameServiceError(400, 'message', INVALID_REGISTRATION_MESSAGE_MESSAGE)
  // SPEC §7: attributes are empty; Reown's `bio` is not offered here.
  if (parsed.attributes && Object.keys(parsed.attributes).length > 0)
    throw new NameServiceError(400, 'attributes', UNSUPPORTED_ATTRIBUTE_MESSAGE)
  return { name: parsed.name, timestamp: parsed.timestamp }
}

/** A signature is good only close to when it was made: a stale or future timestamp is refused. */
export function checkNameTimestamp(timestamp: number, nowMs: number): void {
  if (Math.abs(timestamp - Math.floor(nowMs / 1000)) > NAME_TIMESTAMP_TOLERANCE_S)
    throw new NameServiceError(400, 'timestamp', staleTimestampMessage(timestamp, NAME_TIMESTAMP_TOLERANCE_S))
}

/** SPEC §5, §7: the EVM chain of a coin type, 60 (Ethereum) or chain id OR 0x80000000 (core's getCoinType). */
export function chainIdOfCoinType(coinType: number): number {
  if (coinType === MAINNET_COIN_TYPE) return 1
  const chainId = coinType - COIN_TYPE_FLAG
  if (
    Number.isSafeInteger(coinType) &&
    chainId > 0 &&
    chainId < COIN_TYPE_FLAG &&
    getCoinType(chainId) === coinType
  )
    return chainId
  throw new NameServiceError(400, 'coin_type', unsupportedCoinTypeMessage(coinType))
}
