import { PGlite } from '@electric-sql/pglite'
import type { Database } from '../db/database'
import { pgliteDatabase } from '../db/pgliteDatabase'
import { prepareTemplate } from './prepareTemplate'

// One per test worker: files of a worker share this module (vitest.config.ts: `isolate: false`).
let template: Promise<Blob> | undefined

/** The data folder of a migrated, seeded PGlite, made once per worker: initdb and migrations cost seconds. */
function templateDataDir(): Promise<Blob> {
  template ??= (async () => {
    const pglite = await PGlite.create()
    try {
      await prepareTemplate(pgliteDatabase(pglite))
      return await pglite.dumpDataDir('none')
    } finally {
      await pglite.close()
    }
  })()
  return template
}

/** A new in-memory PGlite holding a copy of the template: what startCloud makes of `memory://`, already migrated. */
export async function openPgliteFromTemplate(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await templateDataDir() }))
}
