/**
 * A WBIP004 provider answers JSON-RPC (`{ result }` or `{ error }`); sats-connect's own `request`
 * gives `{ status, result | error }`. Both are read; an error is thrown as the wallet gave it.
 */
export function unwrapResponse<result>(response: unknown): result {
  if (typeof response === 'object' && response !== null && 'jsonrpc' in response) {
    const { result, error } = response as { result?: unknown; error?: unknown }
    if (error) throw error
    return result as result
  }
  if (typeof response === 'object' && response !== null && 'status' in response) {
    const { status, result, error } = response as { status: string; result?: unknown; error?: unknown }
    if (status === 'error') throw error
    return result as result
  }
  return response as result
}
