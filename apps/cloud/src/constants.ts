import type { RateLimitFamily, RateLimitRule } from './rateLimit/rateLimitFamily'

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

/**
 * Requests per window for one project and client IP, per route family, before 429 with Retry-After
 * (SPEC §8: clients honour Retry-After). Counted in the shared database or Redis, so the limit holds
 * across instances.
 */
export const RATE_LIMITS: Readonly<Record<RateLimitFamily, RateLimitRule>> = {
  catalogue: { maxRequests: 600, windowMs: 60_000 },
  dataApi: { maxRequests: 600, windowMs: 60_000 },
  analytics: { maxRequests: 600, windowMs: 60_000 },
  // SPEC §5: sending an email code is checked against a rate limit before each trigger; sign-in is strict.
  auth: { maxRequests: 10, windowMs: 60_000 },
  // A provider's return carries no project, so one address's returns to every project share this count; each
  // follows a start counted under `auth` for its project, so this only bounds forged returns, as widely as sessions.
  socialCallback: { maxRequests: 60, windowMs: 60_000 },
  // A sign-in costs a nonce and a session; a page signing in a few accounts fits, a replay flood does not.
  sessions: { maxRequests: 60, windowMs: 60_000 },
  // Admin passwords tried per client IP and username, wherever the attempts land; never per username
  // alone, which would let anyone lock an admin out by failing their username.
  adminLogin: { maxRequests: 10, windowMs: 15 * 60_000 },
  // All usernames tried from one client IP: a few admins' typos fit, a sweep of usernames does not.
  adminLoginAddress: { maxRequests: 30, windowMs: 15 * 60_000 },
}
/** Expired rate-limit counters are deleted from the database once per this many counted requests. */
export const RATE_LIMIT_PRUNE_EVERY = 1000

/** The reference page of the OpenAPI document, and the document itself. */
export const OPENAPI_PATH = '/openapi.json'
export const DOCS_PATH = '/docs'
/** The version of the HTTP API the OpenAPI document describes. */
export const OPENAPI_VERSION = '1.0.0'

/** A project read from the database is reused this long: an operator's change shows once it has passed. */
export const PROJECT_CACHE_MS = 5_000
export const PROJECT_CACHE_MAX_ENTRIES = 10_000
/** SPEC §9: portfolio and native-balance cache 30 s, shared by every request for one address. */
export const BALANCE_CACHE_MS = 30_000
export const BALANCE_CACHE_MAX_ENTRIES = 10_000
/** Catalogue pages and wallet images kept in memory (the catalogue only changes when a cloud starts). */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000
/** How long a browser may keep a catalogue page before asking again (with its ETag). */
export const CATALOGUE_MAX_AGE_S = 300

/** How long a browser may reuse a CORS preflight answer. */
export const CORS_MAX_AGE_S = 600

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

/** SPEC §7 account history: entries per page, by default and at most. */
export const HISTORY_PAGE_SIZE = 20
export const HISTORY_MAX_PAGE_SIZE = 100
/** SPEC §9: block time assumed when a chain names none (12 s). */
export const DEFAULT_BLOCK_TIME_MS = 12_000
/** SPEC §9: polling is half the block time clamped to 500–4000 ms. */
export const MIN_POLLING_MS = 500
export const MAX_POLLING_MS = 4000
/** Blocks the indexer reads in one step before it stores them and looks again. */
export const INDEXER_BLOCKS_PER_STEP = 50
/** SPEC §7 history `onramp`: the providers whose purchases a client may ask for (SPEC §9). */
export const HISTORY_ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const

/** NFT metadata (a token's tokenURI JSON) larger than this is refused: names and image links are small. */
export const NFT_METADATA_MAX_BYTES = 64 * 1024
/** A metadata host that has not answered in full after this is given up on. */
export const NFT_METADATA_TIMEOUT_MS = 5_000
/** Metadata fetches a chain's indexer runs at once. */
export const NFT_METADATA_CONCURRENCY = 4
/** An account's NFTs answered in one response, newest collections first (no paging yet). */
export const ACCOUNT_NFTS_MAX = 500

/** Clients name a chain's native currency by this placeholder contract address (Reown's blockchain API). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The most slippage a swap may allow, in percent: past it a swap is a gift to whoever front-runs it. */
export const SWAP_MAX_SLIPPAGE_PERCENT = 50
/** A built swap stays good this long in chain time (the router's deadline) before it must be built again. */
export const SWAP_DEADLINE_S = 1200
/**
 * The gas a built swap is given when the caller asks for no estimate (`disableEstimate`): a Uniswap V2
 * swap of one pool uses ~110–130k, each further pool ~60k; the route test checks swaps stay under it.
 */
export const SWAP_GAS_LIMIT_FIRST_POOL = 200_000n
export const SWAP_GAS_LIMIT_PER_EXTRA_POOL = 100_000n
/**
 * What the node's estimate of a swap can leave out, per pool: a Uniswap V2 pair writes its two price accumulators
 * (up to two cold zero-to-nonzero stores, 2 × 22,100) only in a later second than its last trade, and the node
 * estimates in the latest block's second while the swap lands in a later one.
 */
export const SWAP_GAS_PRICE_ACCUMULATORS_PER_POOL = 44_200n
/** Where the embedded wallet's routes live: the secure frame's alone (requireFrameOrigin). */
export const EMBEDDED_API_PREFIX = '/v1/embedded/'
