import type { AccountState } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** Everything core knows of the active namespace's account (name, picture, balance), for the buttons. */
export function useAccountState(): AccountState | undefined {
  const client = usePorticoClient()
  return useStoreSelector(client.stores.chains, (chains) =>
    chains.activeNamespace ? chains.namespaces[chains.activeNamespace].account : undefined,
  )
}
