import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress'

test('SPEC §5: first 4 and last 6 characters', () => {
  expect(truncateAddress('0x1111111111111111111111111111111111112345')).toBe('0x11…112345')
})

test('a short address shows whole', () => {
  expect(truncateAddress('abc123')).toBe('abc123')
})
