import { expect, test } from 'vitest'
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
