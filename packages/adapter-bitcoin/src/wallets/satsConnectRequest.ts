/** A translator's answer to one sats-connect method; its params as sats-connect sends them. */
export type SatsConnectMethods = Record<string, (params: never) => Promise<unknown>>

// EIP-1193's refusal (UniSat, OKX, Leather) and sats-connect's: the adapter reads -32000 as a rejection.
const EIP1193_USER_REJECTION = 4001
const SATS_CONNECT_USER_REJECTION = -32000
const SATS_CONNECT_METHOD_NOT_FOUND = -32601

/**
 * `request` for a wallet whose own API is not sats-connect's: each method answered by its translator,
 * an unknown one refused as sats-connect would, a refusal given sats-connect's code.
 */
export function satsConnectRequest(methods: SatsConnectMethods) {
  return async (method: string, params?: unknown): Promise<unknown> => {
    const handler = methods[method]
    if (!handler) {
      throw Object.assign(new Error(`Method not supported: ${method}`), {
        code: SATS_CONNECT_METHOD_NOT_FOUND,
      })
    }
    try {
      return await handler(params as never)
    } catch (error) {
      if ((error as { code?: unknown })?.code !== EIP1193_USER_REJECTION) throw error
      throw Object.assign(new Error('User rejected the request'), {
        code: SATS_CONNECT_USER_REJECTION,
        cause: error,
      })
    }
  }
}
