import { RpcParamsError } from '../errors'

export type Params = Record<string, unknown>

/** The params object itself; anything else is an error that names "params". */
export function requireParams(params: unknown): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RpcParamsError('params', 'an object')
  }
  return params as Params
}

export function requireString(params: Params, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value.length === 0) throw new RpcParamsError(name, 'a non-empty string')
  return value
}

/** Longest attestation a publish may carry: the SDK's is a Verify JWT of well under 2 KB. */
const MAX_ATTESTATION_CHARS = 4096

export function optionalAttestation(params: Params, name = 'attestation'): string | undefined {
  if (params[name] === undefined || params[name] === null) return undefined
  const value = params[name]
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ATTESTATION_CHARS) {
    throw new RpcParamsError(name, `a string of 1 to ${MAX_ATTESTATION_CHARS} characters`)
  }
  return value
}

/** A ttl in seconds, as the SDK sends it; its ceiling is a relay limit (maxTtlSeconds), checked on publish. */
export function requireTtl(params: Params, name = 'ttl'): number {
  const value = params[name]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new RpcParamsError(name, 'a positive integer number of seconds')
  }
  return value
}

/** Tags are the relay protocol's unsigned 32-bit integers. */
const MAX_TAG = 0xffff_ffff

export function optionalTag(params: Params, name: string, fallback: number): number {
  const value = params[name]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_TAG) {
    throw new RpcParamsError(name, `an integer from 0 to ${MAX_TAG}`)
  }
  return value
}

/** WalletConnect topics (and the relay's subscription ids) are sha256 digests: 64 lowercase hex characters. */
const TOPIC_PATTERN = /^[0-9a-f]{64}$/
const TOPIC_EXPECTED = '64 lowercase hex characters'

/** `label` names the param in the error when it sits inside another (`subscriptions[2].topic`). */
export function requireTopic(params: Params, name: string, label = name): string {
  const value = params[name]
  if (typeof value !== 'string' || !TOPIC_PATTERN.test(value)) throw new RpcParamsError(label, TOPIC_EXPECTED)
  return value
}

/** A batch's topics: 1 to `max` of them, each a topic; the error names the first bad entry. */
export function requireTopicList(params: Params, name: string, max: number): string[] {
  const value = params[name]
  if (!Array.isArray(value) || value.length === 0 || value.length > max) {
    throw new RpcParamsError(name, `an array of 1 to ${max} topics`)
  }
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'string' || !TOPIC_PATTERN.test(item)) {
      throw new RpcParamsError(`${name}[${index}]`, TOPIC_EXPECTED)
    }
  }
  return value as string[]
}

/** Methods whose params the SDK never extends refuse any other field, so a typo or a probe is told. */
export function rejectUnknownParams(params: Params, known: readonly string[], prefix = ''): void {
  const unknown = Object.keys(params).find((name) => !known.includes(name))
  if (unknown !== undefined) {
    throw new RpcParamsError(`${prefix}${unknown}`, 'left out: it is not a param of this method')
  }
}
