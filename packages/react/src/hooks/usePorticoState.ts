import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** The modal's state: open, loading, the active namespace and its selected network. */
export function usePorticoState() {
  const client = usePorticoClient()
  const modal = useStoreSelector(client.stores.modal, (state) => ({
    open: state.open,
    loading: state.loading,
  }))
  const chain = useStoreSelector(client.stores.chains, (chains) => ({
    activeNamespace: chains.activeNamespace,
    selectedNetworkId: chains.activeNamespace
      ? chains.namespaces[chains.activeNamespace].network?.caipNetworkId
      : undefined,
  }))
  return { ...modal, ...chain }
}
