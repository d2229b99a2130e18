import type { CloudChain } from './chains/cloudChain'
import type { Database } from './db/database'

/** What every route may use: the database, the clock and the chains served. */
export type CloudServices = {
  db: Database
  /** Milliseconds since the epoch. */
  now: () => number
  chains: readonly CloudChain[]
}
