import { expect, test } from 'vitest'
import { DEFAULT_RELAY_LIMITS, resolveRelayLimits } from './relayLimits'

test('a sender budget that could not hold two of the largest messages is refused at start, naming it', () => {
  expect(() => resolveRelayLimits({ clientMaxBytes: 2 * DEFAULT_RELAY_LIMITS.maxMessageBytes - 1 })).toThrow(
    'Relay limit "clientMaxBytes" must be at least twice maxMessageBytes (524288), got 524287',
  )
  expect(() => resolveRelayLimits({ maxMessageBytes: 10, addressMaxBytes: 19 })).toThrow(
    'Relay limit "addressMaxBytes" must be at least twice maxMessageBytes (20), got 19',
  )
  expect(resolveRelayLimits({ maxMessageBytes: 10, clientMaxBytes: 20 }).clientMaxBytes).toBe(20)
})

test('a limit that is not a positive integer is refused at start, naming it', () => {
  expect(() => resolveRelayLimits({ subscriptionsPerAddress: 0 })).toThrow(
    'Relay limit "subscriptionsPerAddress" must be a positive integer, got 0',
  )
})
