import { expect, it } from 'vitest'
import { isTransactionHash } from './isTransactionHash'

const hex64 = 'a'.repeat(32) + 'F0'.repeat(16)

it.each([
  [`0x${hex64}`, true],
  [hex64, false],
  [`0x${hex64.slice(1)}`, false],
  [`0x${hex64}0`, false],
  [`0x${hex64.slice(1)}g`, false],
  ['0x', false],
  ['', false],
])('isTransactionHash(%j) is %s', (value, expected) => {
  expect(isTransactionHash(value)).toBe(expected)
})
