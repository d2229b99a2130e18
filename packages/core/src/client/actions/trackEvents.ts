import { createAnalytics } from '../../cloud/createAnalytics'
import type { PorticoContext } from '../context'

/** SPEC §7: every recorded event goes to the cloud's analytics while the analytics feature is on. */
export function trackEvents(
  context: PorticoContext,
  location: { href: string; host: string } | undefined,
): () => void {
  const { cloud, stores } = context
  if (!cloud) return () => undefined
  const analytics = createAnalytics({
    cloud,
    ...(location ? { location } : {}),
    showAlert: (alert) => stores.alerts.getState().showAlert(alert),
  })
  return stores.events.subscribe(({ last }) => {
    if (!last || !stores.features.getState().features.analytics) return
    const namespace = stores.chains.getState().activeNamespace
    const address = namespace ? stores.chains.getState().namespaces[namespace].account.address : undefined
    void analytics.track(last, address)
  })
}
