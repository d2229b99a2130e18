import { useEffect, useState } from 'react'
import { createPublicClient, http } from 'viem'

export const BLOCK_POLL_MS = 500

export type ChainStatus =
  | { state: 'loading' }
  | { state: 'live'; chainId: number; blockNumber: bigint }
  | { state: 'unreachable'; message: string }

/** Reads a chain's id and follows its latest block number, live from its RPC. */
export function useChainStatus(rpcUrl: string): ChainStatus {
  const [status, setStatus] = useState<ChainStatus>({ state: 'loading' })

  useEffect(() => {
    const client = createPublicClient({
      transport: http(rpcUrl, { retryCount: 0 }),
      pollingInterval: BLOCK_POLL_MS,
    })
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const [chainId, blockNumber] = await Promise.all([
          client.getChainId(),
          client.getBlockNumber({ cacheTime: 0 }),
        ])
        if (!cancelled) setStatus({ state: 'live', chainId, blockNumber })
      } catch {
        if (!cancelled)
          setStatus({ state: 'unreachable', message: `Cannot reach ${rpcUrl}. Is the local stack running?` })
      }
      if (!cancelled) timer = setTimeout(poll, BLOCK_POLL_MS)
    }
    void poll()
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [rpcUrl])

  return status
}
