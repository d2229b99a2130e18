import type { CaipAddress } from '../namespaces'
import { parseCaipAddress } from './parseCaipAddress'

/** SPEC §5: three non-empty colon-separated parts with a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
