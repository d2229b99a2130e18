import { fetchAllowedOrigins } from '../../cloud/fetchAllowedOrigins'
import { DEFAULT_ALLOWED_ORIGINS } from '../../constants'
import { ALERTS } from '../../errors'
import { isOriginAllowed } from '../../validation/isOriginAllowed'
import type { PorticoContext } from '../context'

/**
 * SPEC §1, §6: with email or socials on, the page's origin must be among the project's allowed
 * origins (plus the default allowed ones), else the invalid-app-configuration alert.
 */
export async function checkAllowedOrigins(
  context: PorticoContext,
  pageOrigin: string | undefined,
): Promise<void> {
  const { features } = context.stores.features.getState()
  if (!context.cloud || (!features.email && !features.socials)) return
  const { allowedOrigins, alert } = await fetchAllowedOrigins(context.cloud)
  if (alert) return context.stores.alerts.getState().showAlert(alert)
  if (pageOrigin && !isOriginAllowed(pageOrigin, [...allowedOrigins, ...DEFAULT_ALLOWED_ORIGINS])) {
    context.stores.alerts.getState().showAlert(ALERTS.INVALID_APP_CONFIGURATION)
  }
}
