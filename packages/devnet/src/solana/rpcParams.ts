import { base58 } from '@scure/base'
import { RpcError } from './RpcError'

/** SPEC §4's Solana commitment values, all of which agave still accepts (old ones as aliases). */
export const COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type RpcConfig = Record<string, unknown>

export function readParams(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw RpcError.invalidParams('params must be an array')
  return params
}

function decodesTo(value: string, length: number): boolean {
  try {
    return base58.decode(value).length === length
  } catch {
    return false
  }
}

/** A base58 public key param, checked to be 32 bytes. */
export function readPubkey(value: unknown, name: string): string {
  if (typeof value !== 'string' || !decodesTo(value, 32)) {
    throw RpcError.invalidParams(`${name} must be a base58 public key, got ${JSON.stringify(value ?? null)}`)
  }
  return value
}

/** A base58 transaction signature param, checked to be 64 bytes. */
export function readSignature(value: unknown, name: string): string {
  if (typeof value !== 'string' || !decodesTo(value, 64)) {
    throw RpcError.invalidParams(`${name} must be a base58 signature, got ${JSON.stringify(value ?? null)}`)
  }
  return value
}

export function readString(value: unknown, name: string): string {
  if (typeof value !== 'string') throw RpcError.invalidParams(`${name} must be a string`)
  return value
}

export function readInteger(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw RpcError.invalidParams(
      `${name} must be a non-negative integer, got ${JSON.stringify(value ?? null)}`,
    )
  }
  return value
}

/** The optional config object every method takes; an unknown commitment is refused by name. */
export function readConfig(value: unknown): RpcConfig {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw RpcError.invalidParams('the config param must be an object')
  }
  const config = value as RpcConfig
  for (const key of ['commitment', 'preflightCommitment']) {
    const commitment = config[key]
    if (commitment !== undefined && !COMMITMENTS.includes(commitment as (typeof COMMITMENTS)[number])) {
      throw RpcError.invalidParams(
        `unknown ${key} ${JSON.stringify(commitment)}, expected one of ${COMMITMENTS.join(', ')}`,
      )
    }
  }
  return config
}

/** Wire bytes of a base58 or base64 transaction or message param. */
export function readEncodedBytes(value: unknown, encoding: unknown, name: string): Uint8Array {
  const text = readString(value, name)
  const kind = encoding ?? 'base58'
  try {
    if (kind === 'base58') return base58.decode(text)
    if (kind === 'base64') return new Uint8Array(Buffer.from(text, 'base64'))
  } catch {
    throw RpcError.invalidParams(`${name} is not valid ${kind}`)
  }
  throw RpcError.invalidParams(`unknown encoding ${JSON.stringify(kind)}, expected base58 or base64`)
}
