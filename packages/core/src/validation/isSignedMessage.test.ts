import { expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage'

it.each([
  [`0x${'ab'.repeat(31)}`, true], // 62
  [`0x${'ab'.repeat(65)}`, true], // a 65-byte signature
  [`0x${'a'.repeat(61)}`, false],
  [`${'ab'.repeat(65)}`, false],
  [`0x${'ab'.repeat(64)}zz`, false],
  ['', false],
])('isSignedMessage(%j) is %s', (value, expected) => {
  expect(isSignedMessage(value)).toBe(expected)
})
