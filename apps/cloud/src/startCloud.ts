import { createServer } from 'node:http'
import { seedCatalogue } from './catalogue/seedCatalogue'
import type { CloudChain } from './chains/cloudChain'
import { trackGracefulClose } from './closeGracefully'
import {
  DEFAULT_CLOUD_HOST,
  DEFAULT_CLOUD_PORT,
  DEFAULT_DATABASE_PATH,
  RATE_LIMIT_MAX_REQUESTS,
  RATE_LIMIT_WINDOW_MS,
  SHUTDOWN_GRACE_MS,
} from './constants'
import { migrate } from './db/migrate'
import { openDatabase } from './db/openDatabase'
import { indexerPollingMs } from './history/indexerPollingMs'
import { startChainIndexer } from './history/startChainIndexer'
import { createRequestHandler } from './http/handleRequest'
import type { Route } from './http/route'
import { assertPortFree, listen } from './listen'
import { createLogger } from './logger'
import { type AccountName, seedAccountNames } from './names/accountNames'
import { seedTokenPrices } from './prices/tokenPrices'
import { DEMO_PROJECT } from './projects/demoProject'
import type { ProjectDefinition } from './projects/project'
import { seedProjects } from './projects/seedProjects'
import { createRateLimiter } from './rateLimit/createRateLimiter'
import { ALL_ROUTES } from './routes/allRoutes'
import type { CloudServices } from './services'

export type StartCloudParameters = {
  /** Default 4000 (ARCHITECTURE.md); 0 picks a free port. */
  port?: number
  host?: string
  /** A `postgres://` URL, `memory://`, or a PGlite data folder (default `.portico/cloud-db`). */
  database?: string
  /** EVM chains of the data API and RPC proxy; none by default (the CLI passes the devnet's). */
  chains?: CloudChain[]
  /** How often the history indexer polls each chain; by default half its block time, 500–4000 ms (SPEC §9). */
  indexerPollingMs?: number
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  clock?: () => number
  /** The operator's USD prices by token symbol, over the defaults (SPEC §3 token balance price). */
  prices?: Record<string, number>
  /** Names addresses go by, served by GET /v1/identity (SPEC §7). */
  names?: AccountName[]
  /** Projects to create when missing, besides the demo project. */
  projects?: ProjectDefinition[]
  rateLimit?: { maxRequests: number; windowMs: number }
  /** Take the client IP from X-Forwarded-For (only behind a proxy you run). */
  trustProxy?: boolean
  /** No info log lines (errors still print). */
  quiet?: boolean
}

export type Cloud = {
  url: string
  port: number
  /** Stops accepting requests, finishes those in flight, then closes the database. */
  close: () => Promise<void>
}

/** Opens and migrates the database, seeds the demo project, and serves every route of SPEC §7. */
export async function startCloud({
  port = DEFAULT_CLOUD_PORT,
  host = DEFAULT_CLOUD_HOST,
  database = DEFAULT_DATABASE_PATH,
  chains = [],
  indexerPollingMs: pollingMs,
  clock = Date.now,
  projects = [],
  prices = {},
  names = [],
  rateLimit = { maxRequests: RATE_LIMIT_MAX_REQUESTS, windowMs: RATE_LIMIT_WINDOW_MS },
  trustProxy = false,
  quiet = false,
}: StartCloudParameters = {}): Promise<Cloud> {
  const logger = createLogger({ quiet, now: () => new Date(clock()) })
  await assertPortFree(port, host)
  const db = await openDatabase(database)
  try {
    const applied = await migrate(db)
    await seedProjects(db, [DEMO_PROJECT, ...projects])
    await seedCatalogue(db)
    await seedTokenPrices(db, prices)
    await seedAccountNames(db, names)
    const services: CloudServices = {
      db,
      logger,
      now: clock,
      rateLimiter: createRateLimiter({ ...rateLimit, now: clock }),
      chains,
    }
    const routes: readonly Route[] = ALL_ROUTES
    const server = createServer(createRequestHandler(routes, services, { trustProxy }))
    const closeServer = trackGracefulClose(server, SHUTDOWN_GRACE_MS)
    const boundPort = await listen(server, port, host)
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
    // SPEC §7 account history: one indexer follows each chain served.
    const indexers = chains.map((chain) =>
      startChainIndexer({ db, chain, logger, pollingMs: pollingMs ?? indexerPollingMs(chain.blockTimeMs) }),
    )
    logger.info('cloud_started', { url, database: db.kind, migrationsApplied: applied })
    let closing: Promise<void> | undefined
    const close = () => {
      closing ??= (async () => {
        await closeServer()
        await Promise.all(indexers.map((indexer) => indexer.stop()))
        await db.close()
        logger.info('cloud_stopped', { url })
      })()
      return closing
    }
    return { url, port: boundPort, close }
  } catch (error) {
    await db.close()
    throw error
  }
}
