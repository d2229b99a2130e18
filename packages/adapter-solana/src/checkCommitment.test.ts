import { SOLANA_COMMITMENTS } from '@portico/core'
import { expect, test } from 'vitest'
import { checkCommitment } from './checkCommitment'
import { InvalidCommitmentError } from './errors/InvalidCommitmentError'

test('every SPEC §5 commitment value passes unchanged', () => {
  for (const value of SOLANA_COMMITMENTS) expect(checkCommitment(value)).toBe(value)
})

test.each(['bogus', 'Confirmed', '', undefined, 1])('%j is refused with the allowed values', (value) => {
  expect(() => checkCommitment(value)).toThrow(InvalidCommitmentError)
  expect(() => checkCommitment(value)).toThrow(
    `Invalid Solana commitment ${JSON.stringify(value)}: expected one of processed, confirmed, finalized, recent, single, singleGossip, root, max`,
  )
})
