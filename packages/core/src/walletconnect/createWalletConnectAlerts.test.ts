import { expect, test } from 'vitest'
import type { AlertMessage } from '../errors/alerts'
import { createWalletConnectAlerts } from './createWalletConnectAlerts'

// SPEC §8: universal-provider errors map to alerts once per kind.
test('each kind of provider error shows its alert once; errors of no known kind show none', () => {
  const shown: AlertMessage['id'][] = []
  const report = createWalletConnectAlerts((alert) => shown.push(alert.id))
  report(new Error('Unauthorized: origin not allowed'))
  report(new Error('Unauthorized: origin not allowed'))
  report(new Error('socket hang up'))
  report('Invalid key')
  report(new Error('JWT validation error: JWT Token is not yet valid'))
  report(new Error('Invalid key'))
  report({ code: 3000 })
  expect(shown).toEqual(['INVALID_APP_CONFIGURATION', 'INVALID_PROJECT_ID', 'SESSION_EXPIRED'])
})

test('two reporters keep their own memory (one per client)', () => {
  const first: string[] = []
  const second: string[] = []
  createWalletConnectAlerts((alert) => first.push(alert.id))('Invalid key')
  createWalletConnectAlerts((alert) => second.push(alert.id))('Invalid key')
  expect([first, second]).toEqual([['INVALID_PROJECT_ID'], ['INVALID_PROJECT_ID']])
})
