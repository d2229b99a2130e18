import { fetchRemoteFeatures } from '../../cloud/fetchRemoteFeatures'
import { ALERTS } from '../../errors'
import { resolveFeatures } from '../../features/features'
import type { PorticoContext } from '../context'

/**
 * SPEC §1 startup: fetch the project configuration; it overrides local settings with a notice, or the
 * defaults apply. SPEC §8: a server that still fails after its retries shows one alert (Server Error,
 * Rate Limited for 429, Invalid App Configuration for 403); an unreachable cloud leaves the defaults quietly.
 */
export async function loadRemoteFeatures(context: PorticoContext): Promise<void> {
  if (!context.cloud || context.options.basic) return
  const result = await fetchRemoteFeatures(context.cloud)
  const alerts = context.stores.alerts.getState()
  if (!('features' in result)) {
    const status = result.failedWithStatus
    if (status === 429) alerts.showAlert(ALERTS.RATE_LIMITED)
    // The cloud's 403 is 'origin not allowed' (SPEC §8): this page's origin is not among the project's.
    else if (status === 403) alerts.showAlert(ALERTS.INVALID_APP_CONFIGURATION)
    else if (status !== undefined && status >= 500) alerts.showAlert(ALERTS.SERVER_ERROR)
    return
  }
  const resolved = resolveFeatures({ local: context.options.features, remote: result.features })
  context.stores.features.getState().setResolved(resolved, true)
  if (resolved.localSettingsIgnored) alerts.showAlert(ALERTS.LOCAL_CONFIGURATION_IGNORED, 'info')
}
