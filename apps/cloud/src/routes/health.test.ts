import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NOT_READY_MESSAGE } from '../errors'
import { type Cloud, startCloud } from '../startCloud'
import { createTestDatabase, startPostgres, type TestPostgres } from '../test/startPostgres'
import { waitFor } from '../test/waitFor'

const RECOVERY_BOUND_MS = 15_000

// Issue acceptance 5: /readyz fails while the database is unreachable and recovers after.
describe('the probes over a PostgreSQL that goes away and comes back', () => {
  let postgres: TestPostgres
  let cloud: Cloud
  beforeAll(async () => {
    // A server of its own, since this test stops it.
    postgres = await startPostgres()
    const database = await createTestDatabase(postgres.url, `probes_${randomBytes(6).toString('hex')}`)
    cloud = await startCloud({ port: 0, host: '127.0.0.1', database, quiet: true })
  })
  afterAll(async () => {
    await cloud?.close()
    await postgres?.stop()
  })

  const probe = async (path: string) => {
    const response = await fetch(new URL(path, cloud.url))
    return { status: response.status, body: (await response.json()) as unknown }
  }

  test('ready while the database answers, 503 while it is down, ready again after; alive throughout', async () => {
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } })
    await postgres.pause()
    expect(await probe('/readyz')).toEqual({ status: 503, body: { error: NOT_READY_MESSAGE } })
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } })
    await postgres.resume()
    const recovered = await waitFor(
      () => probe('/readyz'),
      (answer) => answer.status === 200,
      RECOVERY_BOUND_MS,
    )
    expect(recovered).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } })
  })
})
