import type { Queryable } from './database'
import { MIGRATIONS } from './migrations'

/** True when the database answers and holds every migration this build knows (never throws). */
export async function isDatabaseReady(db: Queryable): Promise<boolean> {
  try {
    const rows = await db.query<{ applied: number }>(
      'select count(*)::integer as applied from schema_migrations where id = any($1::text[])',
      [MIGRATIONS.map((migration) => migration.id)],
    )
    return rows[0]?.applied === MIGRATIONS.length
  } catch {
    return false
  }
}
