import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEMO_PROJECT_ID } from '../constants'
import type { Database } from '../db/database'
import { openPgliteFromTemplate } from '../test/pgliteTemplate'
import {
  ANALYTICS_PRUNE_EVERY_MS,
  checkAnalyticsRetentionDays,
  pruneAnalyticsEvents,
  startAnalyticsRetention,
} from './analyticsRetention'

const DAY_MS = 24 * 60 * 60_000
const START_MS = Date.UTC(2026, 0, 1)

let db: Database
beforeAll(async () => {
  db = await openPgliteFromTemplate()
})
afterAll(() => db?.close())
afterEach(() => vi.useRealTimers())

async function storeEvent(eventId: string, receivedAtMs: number) {
  await db.query(
    `insert into analytics_events (project_id, event_id, props, received_at) values ($1, $2, '{}', $3)`,
    [DEMO_PROJECT_ID, eventId, new Date(receivedAtMs)],
  )
}
const storedIds = async () =>
  (await db.query<{ event_id: string }>('select event_id from analytics_events order by event_id')).map(
    (row) => row.event_id,
  )

describe('analytics retention', () => {
  test('an event is kept for the retention period and deleted once it has passed', async () => {
    await db.query('delete from analytics_events')
    await storeEvent('day-0', START_MS)
    await storeEvent('day-50', START_MS + 50 * DAY_MS)
    expect(await pruneAnalyticsEvents(db, START_MS + 90 * DAY_MS, 90)).toBe(0)
    expect(await pruneAnalyticsEvents(db, START_MS + 90 * DAY_MS + 1, 90)).toBe(1)
    expect(await storedIds()).toEqual(['day-50'])
  })

  test('the periodic job prunes at start and then every hour, by the clock it is given', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await db.query('delete from analytics_events')
    let nowMs = START_MS
    const errors: Error[] = []
    await storeEvent('old', START_MS - 91 * DAY_MS)
    await storeEvent('recent', START_MS - DAY_MS)
    const job = startAnalyticsRetention({
      db,
      now: () => nowMs,
      retentionDays: 90,
      onError: (e) => errors.push(e),
    })
    await vi.waitFor(async () => expect(await storedIds()).toEqual(['recent']))
    nowMs += 90 * DAY_MS
    await vi.advanceTimersByTimeAsync(ANALYTICS_PRUNE_EVERY_MS)
    await vi.waitFor(async () => expect(await storedIds()).toEqual([]))
    await job.stop()
    expect(errors).toEqual([])
  })

  test('a retention that is not a whole number of days from 1 to 3650 is refused', () => {
    expect(checkAnalyticsRetentionDays(30)).toBe(30)
    expect(() => checkAnalyticsRetentionDays(0)).toThrow(
      'analyticsRetentionDays takes a whole number of days from 1 to 3650, got 0',
    )
    expect(() => checkAnalyticsRetentionDays(1.5)).toThrow('got 1.5')
  })
})
