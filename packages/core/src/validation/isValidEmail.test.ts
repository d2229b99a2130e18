import { expect, it } from 'vitest'
import { isValidEmail } from './isValidEmail'

it.each([
  ['alice@example.com', true],
  ['alice.b+tag@mail.example.co.uk', true],
  ['a@b.io', true],
  ['', false],
  ['alice', false],
  ['alice@', false],
  ['@example.com', false],
  ['alice@example', false],
  ['alice@@example.com', false],
  ['ali ce@example.com', false],
  ['alice@-example.com', false],
  ['alice@example.c', false],
  [' alice@example.com', false],
])('isValidEmail(%j) is %s', (value, expected) => {
  expect(isValidEmail(value)).toBe(expected)
})
