import type { ChainNamespace } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** The chain SDK's provider of the wallet connected on `namespace`, to call it directly. */
export function useProvider<T = unknown>(namespace: ChainNamespace) {
  const client = usePorticoClient()
  // Re-read when the namespace's connection changes; the provider itself is the adapter's.
  const connectorId = useStoreSelector(
    client.stores.chains,
    (chains) => chains.namespaces[namespace].connectorId,
  )
  return {
    walletProvider: (connectorId ? client.getProvider(namespace) : undefined) as T | undefined,
    walletProviderType: connectorId,
  }
}
