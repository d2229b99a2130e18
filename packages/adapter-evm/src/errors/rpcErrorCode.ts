/** The EIP-1193 code of a wallet error, looking through viem's and wagmi's wrappers. */
export function rpcErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause, data } = current as { code?: unknown; cause?: unknown; data?: unknown }
    if (typeof code === 'number') return code
    // MetaMask Mobile puts the original code in data.originalError.
    const original = (data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    if (typeof original === 'number') return original
    current = cause
  }
  return undefined
}
