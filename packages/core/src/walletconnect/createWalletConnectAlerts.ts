import { type AlertMessage, getAlertForServerError } from '../errors/alerts'

/**
 * SPEC §8: universal-provider errors map to alerts, each kind shown once. The message decides the
 * kind (origin not allowed, invalid key, a not-yet-valid JWT); errors of no known kind show nothing.
 */
export function createWalletConnectAlerts(
  showAlert: (alert: AlertMessage) => void,
): (error: unknown) => void {
  const shown = new Set<AlertMessage['id']>()
  return (error) => {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
    const alert = getAlertForServerError(message)
    if (!alert || shown.has(alert.id)) return
    shown.add(alert.id)
    showAlert(alert)
  }
}
