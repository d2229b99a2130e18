import { ALERTS, type AlertMessage } from '../errors'
import { type CloudClient, CloudRequestError } from './createCloudClient'

export type AllowedOriginsResult = { allowedOrigins: string[]; alert?: AlertMessage }

/** SPEC §7 GET /projects/v1/origins: 429 is rate limited, 5xx a server error, anything else an empty list. */
export async function fetchAllowedOrigins(cloud: CloudClient): Promise<AllowedOriginsResult> {
  try {
    const response = await cloud.get<{ allowedOrigins?: unknown }>('/projects/v1/origins')
    const origins = Array.isArray(response?.allowedOrigins)
      ? response.allowedOrigins.filter((o) => typeof o === 'string')
      : []
    return { allowedOrigins: origins }
  } catch (error) {
    if (error instanceof CloudRequestError && error.status === 429)
      return { allowedOrigins: [], alert: ALERTS.RATE_LIMITED }
    if (error instanceof CloudRequestError && error.status >= 500 && error.status <= 599) {
      return { allowedOrigins: [], alert: ALERTS.SERVER_ERROR }
    }
    return { allowedOrigins: [] }
  }
}
