import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** The email of the embedded wallet's user on the active namespace (SPEC §3), if there is one. */
export function useCurrentEmail(): string | undefined {
  const { client } = usePortico()
  return useClientStore(client.stores.chains, (state) => {
    const active = state.activeNamespace
    return (active && state.namespaces[active].account.user?.email) || undefined
  })
}
