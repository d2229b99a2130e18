import type { Database } from '../db/database'

/** Who makes a change, on which database, at what time: every admin operation records it in the audit log. */
export type AdminContext = {
  db: Database
  /** `admin:<username>`, `cli` or `bootstrap`. */
  actor: string
  /** Milliseconds since the epoch. */
  now: () => number
}
