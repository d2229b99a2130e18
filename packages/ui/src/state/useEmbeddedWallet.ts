import type { EmbeddedWallet } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from './PorticoContext'

export type EmbeddedWalletLoad =
  | { status: 'loading' }
  | { status: 'ready'; wallet: EmbeddedWallet }
  | { status: 'failed'; error: string }

/** Core's embedded wallet, whose code loads on first call (issue 18): the email and approve views wait on it. */
export function useEmbeddedWallet(): EmbeddedWalletLoad {
  const { client } = usePortico()
  const [load, setLoad] = useState<EmbeddedWalletLoad>({ status: 'loading' })
  useEffect(() => {
    let current = true
    client.embeddedWallet().then(
      (wallet) => current && setLoad({ status: 'ready', wallet }),
      (error: unknown) =>
        current &&
        setLoad({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      current = false
    }
  }, [client])
  return load
}
