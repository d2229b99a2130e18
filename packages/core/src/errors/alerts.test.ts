import { describe, expect, it } from 'vitest'
import { ALERT_IDS, ALERTS, getAlertForServerError } from './alerts'

describe('ALERTS', () => {
  // SPEC §8: the alert titles SPEC names.
  it.each([
    ['NETWORK_NOT_FOUND', 'Network Not Found'],
    ['INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['IFRAME_LOAD_FAILED', 'Network Error - Could not load embedded wallet'],
    ['IFRAME_REQUEST_TIMEOUT', 'Embedded Wallet Request Timed Out'],
    ['SESSION_EXPIRED', 'Session Expired'],
    ['INVALID_PROJECT_ID', 'Invalid Project ID'],
    ['PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured'],
    ['SERVER_ERROR', 'Server Error'],
    ['RATE_LIMITED', 'Rate Limited'],
    ['MULTI_WALLET_NOT_ENABLED', 'Multi-Wallet Not Enabled'],
    ['SIWX_INITIALIZE_FAILED', 'A problem occurred while trying initialize authentication'],
    // Portico's own titles where SPEC gives none
    ['UNVERIFIED_DOMAIN', 'Unverified Domain'],
    ['SWITCH_NETWORK_NOT_FOUND', 'Network Not Available'],
    ['LOCAL_CONFIGURATION_IGNORED', 'Local Configuration Ignored'],
  ] as const)('%s has the short message %j', (id, shortMessage) => {
    expect(ALERTS[id].shortMessage).toBe(shortMessage)
    expect(ALERTS[id].id).toBe(id)
  })

  it('has one entry per id, each with a non-empty long message ending with a full stop', () => {
    expect(Object.keys(ALERTS)).toEqual([...ALERT_IDS])
    for (const alert of Object.values(ALERTS)) {
      expect(alert.longMessage).toMatch(/^[A-Z].+\.$/)
    }
  })
})

describe('getAlertForServerError', () => {
  it.each([
    ['Origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['Unauthorized: origin not allowed for this project', 'INVALID_APP_CONFIGURATION'],
    ['Invalid key', 'INVALID_PROJECT_ID'],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ] as const)('maps %j to %s', (message, id) => {
    expect(getAlertForServerError(message)?.id).toBe(id)
  })

  it.each(['', 'Internal Server Error', 'not yet valid'])('maps %j to no alert', (message) => {
    expect(getAlertForServerError(message)).toBeUndefined()
  })
})
