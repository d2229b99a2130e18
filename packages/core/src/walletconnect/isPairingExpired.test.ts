import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createPairing } from './createPairing'
import { isPairingExpired } from './isPairingExpired'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'
const MINUTE_MS = 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T04:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

// SPEC §4: 4-minute expiry, expired when under 10 s remain.
test('a URI lasts 4 minutes from when it is shown', () => {
  expect(createPairing(URI, Date.now())).toEqual({ uri: URI, expiresAtMs: Date.now() + 4 * MINUTE_MS })
})

test.each([
  ['0 s', 0, false],
  ['3 min 49 s', 3 * MINUTE_MS + 49_000, false],
  ['3 min 50 s (exactly 10 s left)', 3 * MINUTE_MS + 50_000, false],
  ['3 min 50.001 s', 3 * MINUTE_MS + 50_001, true],
  ['3 min 51 s', 3 * MINUTE_MS + 51_000, true],
  ['4 min', 4 * MINUTE_MS, true],
  ['5 min', 5 * MINUTE_MS, true],
])('a URI %s old is expired: %s', (_, ageMs, expired) => {
  const pairing = createPairing(URI, Date.now())
  vi.advanceTimersByTime(ageMs)
  expect(isPairingExpired(pairing, Date.now())).toBe(expired)
})
