import { expect, it } from 'vitest'
import { isValidAccountName } from './isValidAccountName'

it.each([
  ['alice', true],
  ['abcd', true],
  ['my-wallet-2', true],
  ['ABC1', true],
  ['abc', false],
  ['', false],
  ['my_wallet', false],
  ['my wallet', false],
  ['alice.reown.id', false],
  ['zoë-name', false],
])('isValidAccountName(%j) is %s', (name, expected) => {
  expect(isValidAccountName(name)).toBe(expected)
})
