import { PGlite } from '@electric-sql/pglite'
import type { Database } from '../db/database'
import { pgliteDatabase } from '../db/pgliteDatabase'
import { prepareTemplate } from './prepareTemplate'

// One of each per test worker: files of a worker share this module (vitest.config.ts: `isolate: false`).
let blank: Promise<Blob> | undefined
let template: Promise<Blob> | undefined

/**
 * The data folder of a PGlite right after its initdb, before any migration, made once per worker: initdb is
 * most of a PGlite's start (~15 s on two loaded cores, where loading this copy takes ~2.5 s).
 */
export function blankPgliteDataDir(): Promise<Blob> {
  blank ??= (async () => {
    const pglite = await PGlite.create()
    try {
      return await pglite.dumpDataDir('none')
    } finally {
      await pglite.close()
    }
  })()
  return blank
}

/** The data folder of a migrated, seeded PGlite, made once per worker (from the blank one when the worker has it). */
export function pgliteTemplateDataDir(): Promise<Blob> {
  template ??= (async () => {
    const pglite = blank ? await PGlite.create({ loadDataDir: await blank }) : await PGlite.create()
    try {
      await prepareTemplate(pgliteDatabase(pglite))
      return await pglite.dumpDataDir('none')
    } finally {
      await pglite.close()
    }
  })()
  return template
}

/** A new in-memory PGlite with no migration applied, as `memory://` opens, without paying for its initdb. */
export async function openBlankPglite(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await blankPgliteDataDir() }))
}

/** A new in-memory PGlite holding a copy of the template: what startCloud makes of `memory://`, already migrated. */
export async function openPgliteFromTemplate(): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await pgliteTemplateDataDir() }))
}
