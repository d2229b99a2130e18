import { ConnectError } from '@portico/core'
import { expect, test } from 'vitest'
import { failureReasonOf, outcomeOfConnectError } from './connectOutcome'

test('a refusal is "rejected", anything else "failed"', () => {
  expect(outcomeOfConnectError(new ConnectError('Connection rejected'))).toBe('rejected')
  expect(outcomeOfConnectError(new ConnectError('Failed to connect'))).toBe('failed')
  expect(outcomeOfConnectError('boom')).toBe('failed')
})

test("a wallet on none of the requested chains fails with SPEC §5's words; other failures have none", () => {
  const unsupported = new ConnectError('The connector does not support any of the requested chains')
  expect(outcomeOfConnectError(unsupported)).toBe('failed')
  expect(failureReasonOf(unsupported)).toBe('The connector does not support any of the requested chains')
  expect(failureReasonOf(new ConnectError('Failed to connect'))).toBeUndefined()
  expect(failureReasonOf('boom')).toBeUndefined()
})
