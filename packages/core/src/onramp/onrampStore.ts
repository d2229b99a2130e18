import { createStore, type StoreApi } from 'zustand/vanilla'
import { contextOf } from '../client/clientContext'
import type { PorticoContext } from '../client/context'
import type { PorticoClient } from '../client/createPortico'
import type { OnrampProvider } from '../constants'
import type { OnrampOrder } from './onrampTypes'

/** SPEC §6 on-ramp store: the selected provider, the quotes-loading flag and the error; beside them the order followed. */
export type OnrampState = {
  provider: OnrampProvider | undefined
  quotesLoading: boolean
  error: string | undefined
  order: OnrampOrder | undefined
}

export type OnrampStore = StoreApi<OnrampState>

// One store per client, made when its on-ramp is first used: nothing of it sits in core's first chunk.
const stores = new WeakMap<PorticoContext, OnrampStore>()

export function onrampStoreOf(client: PorticoClient): OnrampStore {
  const context = contextOf(client)
  let store = stores.get(context)
  if (!store) {
    store = createStore<OnrampState>(() => ({
      provider: undefined,
      quotesLoading: false,
      error: undefined,
      order: undefined,
    }))
    stores.set(context, store)
  }
  return store
}
