import { type CaipNetwork, type ChainNamespace, NETWORK_NOT_FOUND } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

export class SwitchNetworkError extends Error {
  override name = 'SwitchNetworkError'
}

/** The network of a namespace (the active one by default) and a switch that rejects when it fails. */
export function useNetwork({ namespace }: { namespace?: ChainNamespace } = {}) {
  const client = usePorticoClient()
  const caipNetwork = useStoreSelector(client.stores.chains, (chains) => {
    const target = namespace ?? chains.activeNamespace
    return target ? chains.namespaces[target].network : undefined
  })
  return {
    caipNetwork,
    chainId: caipNetwork?.id,
    switchNetwork: async (network: CaipNetwork) => {
      const result = await client.switchNetwork(network)
      if (result === 'not-configured')
        throw new SwitchNetworkError(`${NETWORK_NOT_FOUND}: ${network.caipNetworkId}`)
      return result
    },
  }
}
