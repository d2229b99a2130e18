import type { OpenModalParameters } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

/** Opens and closes the modal; `isOpen` follows it. */
export function useModal() {
  const client = usePorticoClient()
  const isOpen = useStoreSelector(client.stores.modal, (state) => state.open)
  return {
    isOpen,
    open: (parameters?: OpenModalParameters) => client.open(parameters),
    close: () => client.close(),
  }
}
