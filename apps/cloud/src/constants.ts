/** Portico Cloud's numbers, each with its unit and, where it has one, the SPEC.md section it follows. */

export const DEFAULT_CLOUD_PORT = 4000
export const DEFAULT_CLOUD_HOST = '127.0.0.1'
/** The embedded database lives under the workspace's `.portico/` folder unless told otherwise. */
export const DEFAULT_DATABASE_PATH = '.portico/cloud-db'
export const MEMORY_DATABASE = 'memory://'

/** The demo project every fresh database holds, so the demo runs with no set-up. */
export const DEMO_PROJECT_ID = 'portico-demo'
export const DEMO_PROJECT_NAME = 'Portico Demo'
// The demo project serves local pages on any port (the demo and its tests pick theirs).
export const DEMO_ALLOWED_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'] as const

/** SPEC §7 note: 4 recommended, 40 per page, 100 for search; larger asks are capped. */
export const WALLETS_DEFAULT_ENTRIES = 40
export const WALLETS_MAX_ENTRIES = 100

/** Requests per window for one project and IP before 429 (SPEC §8 honours Retry-After). */
export const RATE_LIMIT_MAX_REQUESTS = 600
export const RATE_LIMIT_WINDOW_MS = 60_000

/** A POST body larger than this is refused (analytics events and JSON-RPC batches are small). */
export const MAX_BODY_BYTES = 1_000_000

/** How long close() lets in-flight requests finish before it cuts the sockets. */
export const SHUTDOWN_GRACE_MS = 10_000

/** Upstream JSON-RPC calls of the data API and proxy give up after this (SPEC §9: RPC HTTP timeout). */
export const RPC_TIMEOUT_MS = 10_000

/** Where `portico-devnet --out` writes its description by the README; the CLI serves its chains. */
export const DEFAULT_DEVNET_DESCRIPTION_PATH = '.portico/devnet.json'

/** SPEC §9: JSON-RPC batch size 1000; the proxy refuses larger batches. */
export const RPC_MAX_BATCH_SIZE = 1000
