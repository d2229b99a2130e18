/** Where a page of the history ended: the position of its last transfer, newest first (SPEC §7 cursor). */
export type HistoryPosition = {
  minedAt: string
  chainId: number
  blockNumber: string
  txIndex: number
  logIndex: number
}

/** The opaque `next` of a page: its last position, as base64url JSON. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const { minedAt, chainId, blockNumber, txIndex, logIndex } = position
  return Buffer.from(JSON.stringify([minedAt, chainId, blockNumber, txIndex, logIndex])).toString('base64url')
}

/** The position a cursor names, or undefined when it is not one this cloud made. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(parts) || parts.length !== 5) return undefined
    const [minedAt, chainId, blockNumber, txIndex, logIndex] = parts as unknown[]
    if (typeof minedAt !== 'string' || Number.isNaN(Date.parse(minedAt))) return undefined
    if (typeof blockNumber !== 'string' || !/^\d+$/.test(blockNumber)) return undefined
    if (![chainId, txIndex, logIndex].every(Number.isSafeInteger)) return undefined
    return { minedAt, chainId, blockNumber, txIndex, logIndex } as HistoryPosition
  } catch {
    return undefined
  }
}
