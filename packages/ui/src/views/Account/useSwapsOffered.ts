import type { CaipNetwork } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from '../../state/PorticoContext'

/**
 * Whether the network has a swap market for this client (the Swap action shows only there). The
 * swap entry that knows loads only when the swaps feature is on (SPEC §1: parts load with their feature).
 */
export function useSwapsOffered(network: CaipNetwork | undefined, swapsOn: boolean): boolean {
  const { client } = usePortico()
  const [offered, setOffered] = useState(false)
  useEffect(() => {
    if (!swapsOn || network?.chainNamespace !== 'eip155') return setOffered(false)
    let current = true
    import('@portico/core/swap').then(
      ({ swapsOffered }) => current && setOffered(swapsOffered(client, network)),
      () => current && setOffered(false),
    )
    return () => {
      current = false
    }
  }, [client, network, swapsOn])
  return offered
}
