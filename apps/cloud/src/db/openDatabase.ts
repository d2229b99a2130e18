import type { Database } from './database'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'

/** `postgres://…` or `postgresql://…` opens PostgreSQL; anything else is a PGlite data folder or `memory://`. */
export function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//.test(database)
}

export function openDatabase(database: string): Promise<Database> {
  return isPostgresUrl(database) ? openPostgres(database) : openPglite(database)
}
