import { afterEach, expect, test, vi } from 'vitest'
import { PAIRING_URI_EXPIRED_THRESHOLD_MS, PAIRING_URI_EXPIRY_MS } from '../constants'
import { createPairing } from './createPairing'
import { isMobileSafari, shouldRenewPairing } from './shouldRenewPairing'

const MOBILE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1'
const DESKTOP_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36'

const START = 1_800_000_000_000
const pairing = createPairing('wc:abc@2', START)
const expiredAt = START + 4 * 60_000
const freshAt = START + 60_000

test.each([
  [MOBILE_SAFARI, true],
  [IOS_CHROME, false],
  [DESKTOP_SAFARI, false],
  [ANDROID_CHROME, false],
])('isMobileSafari(%j) is %s', (userAgent, expected) => {
  expect(isMobileSafari(userAgent)).toBe(expected)
})

// SPEC §4: on mobile Safari or Telegram an expired pairing starts a new one.
test('an expired pairing is renewed on mobile Safari and in Telegram only', () => {
  expect(shouldRenewPairing(pairing, expiredAt, { userAgent: MOBILE_SAFARI })).toBe(true)
  expect(shouldRenewPairing(pairing, expiredAt, { userAgent: ANDROID_CHROME, isTelegram: true })).toBe(true)
  expect(shouldRenewPairing(pairing, expiredAt, { userAgent: IOS_CHROME })).toBe(false)
  expect(shouldRenewPairing(pairing, expiredAt, { userAgent: DESKTOP_SAFARI })).toBe(false)
})

test('a pairing that is still valid is never renewed', () => {
  expect(shouldRenewPairing(pairing, freshAt, { userAgent: MOBILE_SAFARI })).toBe(false)
  expect(shouldRenewPairing(pairing, freshAt, { userAgent: MOBILE_SAFARI, isTelegram: true })).toBe(false)
})

afterEach(() => {
  vi.useRealTimers()
})

// SPEC §4: in a Telegram mini app (any user agent) the pairing shown starts anew once under 10 s remain.
test('on a fake clock, a Telegram pairing renews itself from the moment under 10 s remain, and not before', () => {
  vi.useFakeTimers({ now: START })
  const shown = createPairing('wc:telegram@2', Date.now())
  const telegram = { userAgent: ANDROID_CHROME, isTelegram: true }
  const outsideTelegram = { userAgent: ANDROID_CHROME, isTelegram: false }
  vi.advanceTimersByTime(PAIRING_URI_EXPIRY_MS - PAIRING_URI_EXPIRED_THRESHOLD_MS)
  expect(shouldRenewPairing(shown, Date.now(), telegram)).toBe(false)
  vi.advanceTimersByTime(1)
  expect(shouldRenewPairing(shown, Date.now(), telegram)).toBe(true)
  expect(shouldRenewPairing(shown, Date.now(), outsideTelegram)).toBe(false)
  // The renewed pairing is fresh again for its own 4 minutes.
  expect(shouldRenewPairing(createPairing('wc:renewed@2', Date.now()), Date.now(), telegram)).toBe(false)
})
