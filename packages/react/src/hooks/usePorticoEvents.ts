import type { PorticoEvent } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** The most recent event the client recorded (SPEC §1, §4); undefined until one happens. */
export function usePorticoEvents(): PorticoEvent | undefined {
  const client = usePorticoClient()
  return useStoreSelector(client.stores.events, (state) => state.last)
}
