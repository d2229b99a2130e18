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

export function optionalString(params: Params, name: string): string | undefined {
  if (params[name] === undefined || params[name] === null) return undefined
  return requireString(params, name)
}

export function requireStringList(params: Params, name: string): string[] {
  const value = params[name]
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((item) => typeof item === 'string' && item)
  ) {
    throw new RpcParamsError(name, 'a non-empty array of strings')
  }
  return value as string[]
}

/** A ttl in seconds, as the SDK sends it; its ceiling is a relay limit (maxTtlSeconds), checked on publish. */
export function requireTtl(params: Params, name = 'ttl'): number {
  const value = params[name]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new RpcParamsError(name, 'a positive integer number of seconds')
  }
  return value
}

export function optionalTag(params: Params, name: string, fallback: number): number {
  const value = params[name]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RpcParamsError(name, 'a non-negative integer')
  }
  return value
}
