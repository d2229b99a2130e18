import type { AlertMessage } from '../errors'
import { ALERTS } from '../errors'
import type { PorticoEvent } from '../store/createEventsStore'
import { type CloudClient, CloudRequestError } from './createCloudClient'

export type AnalyticsParameters = {
  cloud: CloudClient
  /** The page the events come from; absent in Node. */
  location?: { href: string; host: string }
  showAlert: (alert: AlertMessage) => void
  newId?: () => string
}

/** SPEC §7: events go to POST /e; MODAL_CREATED is never sent; a 403 shows the allowlist alert once. */
export function createAnalytics({
  cloud,
  location,
  showAlert,
  newId = () => crypto.randomUUID(),
}: AnalyticsParameters) {
  let alerted = false
  let enabled: Promise<boolean> | undefined

  const isEnabled = () => {
    enabled ??= cloud
      .get<{ isAnalyticsEnabled?: boolean }>('/getAnalyticsConfig')
      .then((response) => response?.isAnalyticsEnabled === true)
      .catch(() => false)
    return enabled
  }

  async function send(props: Record<string, unknown>, timestamp: number): Promise<boolean> {
    try {
      await cloud.post('/e', {
        eventId: newId(),
        url: location?.href ?? '',
        domain: location?.host ?? '',
        timestamp,
        props,
      })
      return true
    } catch (error) {
      if (error instanceof CloudRequestError && error.status === 403 && !alerted) {
        alerted = true
        showAlert(ALERTS.INVALID_APP_CONFIGURATION)
      }
      return false
    }
  }

  return {
    /** Sends one recorded event; resolves whether it was delivered. */
    async track(event: PorticoEvent, address?: string): Promise<boolean> {
      if (event.name === 'MODAL_CREATED' || !(await isEnabled())) return false
      return send(
        {
          type: 'track',
          event: event.name,
          ...(address ? { address } : {}),
          properties: event.properties ?? {},
        },
        event.timestamp,
      )
    },
    send,
  }
}

export type Analytics = ReturnType<typeof createAnalytics>
