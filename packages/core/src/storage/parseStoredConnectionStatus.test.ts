import { expect, test } from 'vitest'
import { parseStoredConnectionStatus } from './parseStoredConnectionStatus'

test.each(['active', 'connected', 'disconnected'])('accepts %s', (status) => {
  expect(parseStoredConnectionStatus(status)).toBe(status)
})

test.each(['connecting', 'ACTIVE', '', undefined, 1])(
  'refuses %j with Invalid connection status',
  (status) => {
    expect(() => parseStoredConnectionStatus(status)).toThrow(new Error('Invalid connection status'))
  },
)
