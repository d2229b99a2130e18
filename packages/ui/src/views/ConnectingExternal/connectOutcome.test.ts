import { ConnectError } from '@portico/core'
import { expect, test } from 'vitest'
import { outcomeOfConnectError } from './connectOutcome'

test('a refusal is "rejected", anything else "failed"', () => {
  expect(outcomeOfConnectError(new ConnectError('Connection rejected'))).toBe('rejected')
  expect(outcomeOfConnectError(new ConnectError('Failed to connect'))).toBe('failed')
  expect(outcomeOfConnectError('boom')).toBe('failed')
})

test('SPEC §5: a wallet on none of the requested chains is "unsupported", which the view words itself', () => {
  const unsupported = new ConnectError('The connector does not support any of the requested chains')
  expect(outcomeOfConnectError(unsupported)).toBe('unsupported')
})
