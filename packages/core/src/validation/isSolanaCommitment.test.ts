import { expect, it } from 'vitest'
import { isSolanaCommitment } from './isSolanaCommitment'

it.each([
  ['processed', true],
  ['confirmed', true],
  ['finalized', true],
  ['recent', true],
  ['single', true],
  ['singleGossip', true],
  ['root', true],
  ['max', true],
  ['Finalized', false],
  ['singlegossip', false],
  ['', false],
  [undefined, false],
  [1, false],
])('isSolanaCommitment(%j) is %s', (value, expected) => {
  expect(isSolanaCommitment(value)).toBe(expected)
})
