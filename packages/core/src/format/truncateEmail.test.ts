import { expect, it } from 'vitest'
import { truncateEmail } from './truncateEmail'

it.each([
  ['alice@example.com', 'alice@example.com'],
  ['abcdefghijklmnopqrst@example.io', 'abcdefghijklmnopqrst@example.i…'], // 31 characters
  ['abcdefghijklmnopqrs@example.io', 'abcdefghijklmnopqrs@example.io'], // exactly 30
  ['', ''],
])('truncateEmail(%j) is %j', (email, expected) => {
  expect(truncateEmail(email)).toBe(expected)
})
