import type { Queryable } from '../db/database'
import { MIGRATIONS } from '../db/migrations'
import { openDatabase } from '../db/openDatabase'
import type { DoctorCheck } from './doctorCheck'

/** The database answers; its migrations are this build's, or none yet (the cloud applies them at start). */
export function checkDatabase(database: string): DoctorCheck {
  return {
    name: 'database',
    async run() {
      const db = await openDatabase(database)
      try {
        await db.query('select 1')
        return `${db.kind} at ${redactPassword(database)} answers; ${await describeMigrations(db)}`
      } finally {
        await db.close()
      }
    },
  }
}

async function describeMigrations(db: Queryable): Promise<string> {
  const [table] = await db.query<{ name: string | null }>(
    "select to_regclass('schema_migrations')::text as name",
  )
  if (!table?.name) return 'no migrations yet: the cloud applies them when it starts'
  const applied = await db.query<{ id: string }>('select id from schema_migrations')
  const known = new Set(MIGRATIONS.map((migration) => migration.id))
  const unknown = applied.filter((row) => !known.has(row.id)).map((row) => row.id)
  // A newer cloud migrated it: this older one would run against tables it does not know.
  if (unknown.length > 0)
    throw new Error(
      `it holds migrations this cloud does not know (${unknown.join(', ')}): run the newer version`,
    )
  return `${applied.length} of ${MIGRATIONS.length} migrations applied`
}

/** A PostgreSQL URL's password stays out of the report. */
export function redactPassword(url: string): string {
  const parsed = URL.parse(url)
  if (!parsed?.password) return url
  parsed.password = '***'
  return parsed.toString()
}
