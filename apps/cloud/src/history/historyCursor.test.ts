import { describe, expect, test } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor'

describe('history cursor', () => {
  test('a cursor decodes to the position it was made from', () => {
    const position = {
      minedAt: '2026-11-22T04:00:00.000Z',
      chainId: 31337,
      blockNumber: '42',
      txIndex: 0,
      logIndex: -1,
    }
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position)
  })

  test.each([
    '',
    'not-a-cursor',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('["x",1,"2",0,0]').toString('base64url'),
  ])('refuses %j', (cursor) => expect(decodeHistoryCursor(cursor)).toBeUndefined())
})
