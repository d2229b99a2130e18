import { request } from 'node:http'
import { createServer, type Server } from 'node:net'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from './db/database'
import { MIGRATIONS } from './db/migrations'
import { CloudPortInUseError } from './errors'
import { type Cloud, startCloud } from './startCloud'
import {
  blankPgliteDataDir,
  openBlankPglite,
  openPgliteFromTemplate,
  pgliteTemplateDataDir,
} from './test/pgliteTemplate'
import { cloudUrl, DEMO_ORIGIN } from './test/testCloud'

// The worker's PGlite copies are made in a hook, so a test's time is its own (each initdb ~15 s on loaded cores).
beforeAll(async () => {
  await blankPgliteDataDir()
  await pgliteTemplateDataDir()
})

describe('startCloud', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  test('a busy port rejects with an error naming the port', async () => {
    const holder: Server = createServer()
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve))
    cleanups.push(() => new Promise<void>((resolve) => holder.close(() => resolve())))
    const address = holder.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const started = startCloud({ port, host: '127.0.0.1', database: 'memory://', quiet: true })
    await expect(started).rejects.toBeInstanceOf(CloudPortInUseError)
    await expect(started).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`)
  })

  test('a swap network that is no chain id is refused before anything starts', async () => {
    for (const bad of [0, -1, 1.5]) {
      await expect(
        startCloud({ port: 0, database: 'memory://', quiet: true, swapNetworks: [31337, bad] }),
      ).rejects.toThrow(`swapNetworks takes eip155 chain ids (whole numbers above 0), got ${bad}`)
    }
  })

  test('a database the caller opens is migrated, then closed with the cloud or when its start fails', async () => {
    const closed: Database[] = []
    const opener = (prepare: (db: Database) => Promise<unknown>) => async () => {
      const db = await openBlankPglite()
      await prepare(db)
      const close = () => {
        closed.push(db)
        return db.close()
      }
      return { ...db, close }
    }
    let seen: Database | undefined
    const cloud = await startCloud({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      database: opener(async (db) => (seen = db)),
    })
    const demo = await fetch(cloudUrl(cloud, '/appkit/v1/config'), { headers: { origin: DEMO_ORIGIN } })
    expect(demo.status).toBe(200)
    expect(await seen?.query('select count(*)::int as count from schema_migrations')).toEqual([
      { count: MIGRATIONS.length },
    ])
    await cloud.close()
    expect(closed).toEqual([seen])

    // A table in the way of the first migration: the start fails, and the database it was given is closed.
    const refused = startCloud({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      database: opener((db) => db.query('create table projects (stray integer)')),
    })
    await expect(refused).rejects.toThrow(/projects/)
    expect(closed).toHaveLength(2)
  })

  test('close() lets an in-flight request finish, then refuses new connections', async () => {
    const cloud: Cloud = await startCloud({
      port: 0,
      host: '127.0.0.1',
      database: openPgliteFromTemplate,
      quiet: true,
    })
    const body = JSON.stringify({ eventId: 'in-flight', props: { event: 'MODAL_OPEN' } })
    const url = new URL(cloudUrl(cloud, '/e'))
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json', expect: '100-continue' },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        },
      )
      outgoing.on('error', reject)
      // Expect: 100-continue makes the server say when it has the headers: the request is then in flight.
      outgoing.once('continue', () => {
        const closed = cloud.close()
        cleanups.push(() => closed)
        outgoing.end(body)
      })
      outgoing.flushHeaders()
    })
    const { status, text } = await answered
    expect(status).toBe(202)
    expect(JSON.parse(text)).toEqual({ stored: true })
    await cleanups.pop()?.()
    await expect(fetch(new URL('/health', cloud.url))).rejects.toThrow()
  })
})
