import { describe, expect, test } from 'vitest'
import { validateCalls } from './validateCalls'

const to = '0x000000000000000000000000000000000000dEaD'

describe('validateCalls (SPEC §5)', () => {
  test('accepts calls whose to and optional data start with 0x', () => {
    expect(() =>
      validateCalls([{ to }, { to, data: '0x' }, { to, data: '0xa9059cbb', value: 1n }]),
    ).not.toThrow()
  })

  test.each([
    [[{ to: 'dead' }], "Call 0: 'to' must start with 0x"],
    [[{ to }, { to: '' }], "Call 1: 'to' must start with 0x"],
    [[{ to }, { to }, { to, data: 'a9059cbb' }], "Call 2: 'data' must start with 0x"],
    [[{ to: undefined as unknown as string }], "Call 0: 'to' must start with 0x"],
  ])('refuses %j with %s', (calls, shortMessage) => {
    expect(() => validateCalls(calls)).toThrow(
      expect.objectContaining({ name: 'InvalidCallError', shortMessage }),
    )
  })
})
