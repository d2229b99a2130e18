import { fetchRemoteFeatures } from '../../cloud/fetchRemoteFeatures'
import { ALERTS } from '../../errors'
import { resolveFeatures } from '../../features/features'
import type { PorticoContext } from '../context'

/** SPEC §1 startup: fetch the project configuration; it overrides local settings with a notice, or defaults apply. */
export async function loadRemoteFeatures(context: PorticoContext): Promise<void> {
  if (!context.cloud || context.options.basic) return
  const remote = await fetchRemoteFeatures(context.cloud)
  if (!remote) return
  const resolved = resolveFeatures({ local: context.options.features, remote })
  context.stores.features.getState().setResolved(resolved, true)
  if (resolved.localSettingsIgnored)
    context.stores.alerts.getState().showAlert(ALERTS.LOCAL_CONFIGURATION_IGNORED, 'info')
}
