import { expect, test } from 'vitest'
import type { Transaction } from '../types/transactions'
import { groupTransactionsByYear } from './groupTransactionsByYear'

const mined = (id: string, minedAt: string): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers: [],
})
const shape = (groups: ReturnType<typeof groupTransactionsByYear>) =>
  groups.map(({ year, months }) => [
    year,
    months.map(({ month, transactions }) => [month, transactions.map((transaction) => transaction.id)]),
  ])

test('year then month, newest first at every level (SPEC §3)', () => {
  const groups = groupTransactionsByYear([
    mined('jan-2025', '2025-01-15T10:00:00Z'),
    mined('mar-2026-early', '2026-03-01T08:00:00Z'),
    mined('dec-2025', '2025-12-24T18:00:00Z'),
    mined('mar-2026-late', '2026-03-30T08:00:00Z'),
    mined('jan-2026', '2026-01-02T00:00:00Z'),
  ])
  expect(shape(groups)).toEqual([
    [
      2026,
      [
        [3, ['mar-2026-late', 'mar-2026-early']],
        [1, ['jan-2026']],
      ],
    ],
    [
      2025,
      [
        [12, ['dec-2025']],
        [1, ['jan-2025']],
      ],
    ],
  ])
})

test('groups by UTC, whatever offset minedAt carries', () => {
  expect(shape(groupTransactionsByYear([mined('eve', '2025-12-31T23:30:00-05:00')]))).toEqual([
    [2026, [[1, ['eve']]]],
  ])
})

test('leaves out a transaction whose minedAt cannot be read, and gives nothing for nothing', () => {
  expect(
    shape(groupTransactionsByYear([mined('bad', 'yesterday'), mined('ok', '2026-02-02T00:00:00Z')])),
  ).toEqual([[2026, [[2, ['ok']]]]])
  expect(groupTransactionsByYear([])).toEqual([])
})
