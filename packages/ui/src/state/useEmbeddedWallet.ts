import type { EmbeddedWallet } from '@portico/core'
import { startTransition, useEffect, useState } from 'react'
import { usePortico } from './PorticoContext'

export type EmbeddedWalletLoad =
  | { status: 'loading' }
  | { status: 'ready'; wallet: EmbeddedWallet }
  | { status: 'failed'; error: string }

/**
 * Core's embedded wallet, whose code loads on first call: the email and approve views wait on it.
 * With `bridge`, ready only once the bridge's code is in the page too (Connect's social buttons, whose click
 * must open the popup at once), and in a transition: those buttons are drawn already, so it only enables
 * them and stays out of the opening click's frame.
 */
export function useEmbeddedWallet({ bridge = false }: { bridge?: boolean } = {}): EmbeddedWalletLoad {
  const { client } = usePortico()
  const [load, setLoad] = useState<EmbeddedWalletLoad>({ status: 'loading' })
  useEffect(() => {
    let current = true
    client
      .embeddedWallet()
      .then(async (wallet) => {
        if (bridge) await wallet.prepareSocialLogin()
        if (!current) return
        if (bridge) startTransition(() => setLoad({ status: 'ready', wallet }))
        else setLoad({ status: 'ready', wallet })
      })
      .catch(
        (error: unknown) =>
          current &&
          setLoad({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
      )
    return () => {
      current = false
    }
  }, [client, bridge])
  return load
}
