import { describe, expect, test } from 'vitest'
import { indexerPollingMs } from './indexerPollingMs'

describe('indexerPollingMs (SPEC §9)', () => {
  test.each([
    [undefined, 4000],
    [12_000, 4000],
    [6000, 3000],
    [2000, 1000],
    [800, 500],
    [0, 500],
  ])('a block time of %s ms polls every %i ms', (blockTimeMs, expected) => {
    expect(indexerPollingMs(blockTimeMs)).toBe(expected)
  })
})
