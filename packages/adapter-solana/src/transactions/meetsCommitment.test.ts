import { expect, test } from 'vitest'
import { meetsCommitment } from './meetsCommitment'

test('a status meets its own level and every lower one, never a higher one', () => {
  expect(meetsCommitment('processed', 'processed')).toBe(true)
  expect(meetsCommitment('processed', 'confirmed')).toBe(false)
  expect(meetsCommitment('confirmed', 'processed')).toBe(true)
  expect(meetsCommitment('confirmed', 'finalized')).toBe(false)
  expect(meetsCommitment('finalized', 'confirmed')).toBe(true)
  expect(meetsCommitment(undefined, 'processed')).toBe(false)
  expect(meetsCommitment(null, 'processed')).toBe(false)
})

test("SPEC §5's deprecated values wait for the level they stand for", () => {
  expect(meetsCommitment('processed', 'recent')).toBe(true)
  expect(meetsCommitment('processed', 'singleGossip')).toBe(false)
  expect(meetsCommitment('confirmed', 'single')).toBe(true)
  expect(meetsCommitment('confirmed', 'max')).toBe(false)
  expect(meetsCommitment('finalized', 'root')).toBe(true)
})
