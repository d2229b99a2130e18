import type { View } from '../../store/views'
import type { PorticoContext } from '../context'

const CONNECTING_VIEWS = new Set<View>(['ConnectingExternal', 'ConnectingFarcaster'])

/**
 * Calls `onAbandon` once when the visitor walks away from a connect the wallet has not answered: the
 * modal closes, or its connecting view is left for another. A connect started with no modal on screen
 * (a host's own button) has nothing to walk away from. Returns the unsubscribe.
 */
export function watchAbandonedConnect(context: PorticoContext, onAbandon: () => void): () => void {
  const { modal, router } = context.stores
  if (!modal.getState().open) return () => undefined
  const abandon = () => {
    stop()
    onAbandon()
  }
  const stops = [
    modal.subscribe((state, previous) => previous.open && !state.open && abandon()),
    router.subscribe(
      (state, previous) =>
        CONNECTING_VIEWS.has(previous.view) && !CONNECTING_VIEWS.has(state.view) && abandon(),
    ),
  ]
  const stop = () => {
    for (const unsubscribe of stops) unsubscribe()
  }
  return stop
}
