import { UNSUPPORTED_METHOD_CODES } from '../constants'
import { rpcErrorCode } from '../errors/rpcErrorCode'

/** A wallet that does not implement the method it was asked (EIP-1193 4200, JSON-RPC -32601). */
export function isUnsupportedMethod(error: unknown): boolean {
  const code = rpcErrorCode(error)
  return code !== undefined && UNSUPPORTED_METHOD_CODES.includes(code)
}
