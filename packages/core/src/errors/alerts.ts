/** An alert of SPEC §8: a short title and a longer explanation shown under it. */
export interface AlertMessage {
  readonly id: AlertId
  readonly shortMessage: string
  readonly longMessage: string
}

export const ALERT_IDS = [
  'NETWORK_NOT_FOUND',
  'INVALID_APP_CONFIGURATION',
  'IFRAME_LOAD_FAILED',
  'IFRAME_REQUEST_TIMEOUT',
  'SESSION_EXPIRED',
  'INVALID_PROJECT_ID',
  'PROJECT_ID_NOT_CONFIGURED',
  'SERVER_ERROR',
  'RATE_LIMITED',
  'UNVERIFIED_DOMAIN',
  'SWITCH_NETWORK_NOT_FOUND',
  'MULTI_WALLET_NOT_ENABLED',
  'LOCAL_CONFIGURATION_IGNORED',
  'SIWX_INITIALIZE_FAILED',
] as const

export type AlertId = (typeof ALERT_IDS)[number]

// SPEC §8 gives the short messages (titles) where it names them; every longMessage, and the short
// messages of the lower-case entries (unverified domain, switch network not found, local
// configuration ignored), are Portico's own wording.
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    id: 'NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Found',
    longMessage: 'The network you are connected to is not available in this app.',
  },
  INVALID_APP_CONFIGURATION: {
    id: 'INVALID_APP_CONFIGURATION',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This page's origin is not in the project's allowed origins. Add it in the project settings of your Portico Cloud.",
  },
  IFRAME_LOAD_FAILED: {
    id: 'IFRAME_LOAD_FAILED',
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was a problem loading the embedded wallet. Check your connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    id: 'IFRAME_REQUEST_TIMEOUT',
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Please try again.',
  },
  SESSION_EXPIRED: {
    id: 'SESSION_EXPIRED',
    shortMessage: 'Session Expired',
    longMessage: "Your session is not valid yet or has expired. Check your device's clock and connect again.",
  },
  INVALID_PROJECT_ID: {
    id: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id was not recognised. Check the projectId option against your Portico Cloud.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    id: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: 'Project ID Not Configured',
    longMessage: 'A project id is required. Pass the projectId option when creating Portico.',
  },
  SERVER_ERROR: {
    id: 'SERVER_ERROR',
    shortMessage: 'Server Error',
    longMessage: 'The project configuration could not be loaded, so default settings are used.',
  },
  RATE_LIMITED: {
    id: 'RATE_LIMITED',
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests were made for the project configuration. Please wait and try again.',
  },
  UNVERIFIED_DOMAIN: {
    id: 'UNVERIFIED_DOMAIN',
    shortMessage: 'Unverified Domain',
    longMessage:
      "The embedded wallet could not load because this domain is not verified. Add it to the project's allowed origins.",
  },
  SWITCH_NETWORK_NOT_FOUND: {
    id: 'SWITCH_NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Available',
    longMessage: 'The requested network is not in the list of networks this app supports.',
  },
  MULTI_WALLET_NOT_ENABLED: {
    id: 'MULTI_WALLET_NOT_ENABLED',
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage: 'Connecting several wallets at once is not enabled for this project.',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    id: 'LOCAL_CONFIGURATION_IGNORED',
    shortMessage: 'Local Configuration Ignored',
    longMessage: 'Features set in code were ignored because the remote project configuration overrides them.',
  },
  SIWX_INITIALIZE_FAILED: {
    id: 'SIWX_INITIALIZE_FAILED',
    shortMessage: 'A problem occurred while trying initialize authentication',
    longMessage:
      'The sign-in message could not be prepared, so the wallet was disconnected. Please try again.',
  },
} as const satisfies { readonly [Id in AlertId]: AlertMessage & { readonly id: Id } }

/**
 * SPEC §8: which alert a server error maps to: 'origin not allowed' → invalid app configuration,
 * 'invalid key' → invalid project id, a not-yet-valid JWT → session expired.
 */
export function getAlertForServerError(message: string): AlertMessage | undefined {
  const text = message.toLowerCase()
  if (text.includes('origin not allowed')) return ALERTS.INVALID_APP_CONFIGURATION
  if (text.includes('invalid key')) return ALERTS.INVALID_PROJECT_ID
  if (text.includes('jwt') && (text.includes('not yet valid') || text.includes('not valid yet'))) {
    return ALERTS.SESSION_EXPIRED
  }
  return undefined
}
