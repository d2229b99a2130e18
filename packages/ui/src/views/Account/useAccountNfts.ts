import type { AccountNft, PorticoClient } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'

/** Where the NFTs tab stands: what core's readNfts answered, or that it has not yet. */
export type AccountNftsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'unsupported' }
  | { status: 'loaded'; nfts: AccountNft[] }

/**
 * The connected account's NFTs from core, read again when the account or its network
 * changes; `retry` reads once more after a failure. An answer for an account no longer shown is dropped.
 */
export function useAccountNfts(
  client: PorticoClient,
  caipAddress: string | undefined,
): [AccountNftsState, () => void] {
  const [state, setState] = useState<AccountNftsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: caipAddress and attempt are the triggers; core reads the account itself
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    client.readNfts().then(
      (nfts) => {
        if (current) setState(nfts ? { status: 'loaded', nfts } : { status: 'unsupported' })
      },
      () => {
        if (current) setState({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [client, caipAddress, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return [state, retry]
}
