import type { Database } from './database'
import { MIGRATIONS, type Migration } from './migrations'

/** Any fixed number: instances sharing one PostgreSQL take turns migrating under this lock. */
const MIGRATION_LOCK_KEY = 7_040_001

/** Applies every migration not yet recorded, each in its own transaction; returns the ids applied. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await db.query(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  )
  const applied: string[] = []
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      const rows = await tx.query('select 1 from schema_migrations where id = $1', [migration.id])
      if (rows.length > 0) return false
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id])
      return true
    })
    if (done) applied.push(migration.id)
  }
  return applied
}

/** Parameterised queries take one statement each, so a migration is split on its semicolons. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
}
