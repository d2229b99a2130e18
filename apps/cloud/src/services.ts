import type { CloudChain } from './chains/cloudChain'
import type { Database } from './db/database'
import type { Logger } from './logger'
import type { RateLimiter } from './rateLimit/createRateLimiter'

/** What every route may use: the database, the clock, the log, the limiter and the chains served. */
export type CloudServices = {
  db: Database
  logger: Logger
  /** Milliseconds since the epoch. */
  now: () => number
  rateLimiter: RateLimiter
  chains: readonly CloudChain[]
}
