import type { ChainNamespace } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** The connected wallet's name and icon on a namespace (the active one by default). */
export function useWalletInfo({ namespace }: { namespace?: ChainNamespace } = {}) {
  const client = usePorticoClient()
  const walletInfo = useStoreSelector(client.stores.chains, (chains) => {
    const target = namespace ?? chains.activeNamespace
    return target ? chains.namespaces[target].account.connectedWalletInfo : undefined
  })
  return { walletInfo }
}
