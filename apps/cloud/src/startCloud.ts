import { SWAP_CHAIN_IDS } from '@portico/core'
import { ADMIN_BOOTSTRAP_MIN_BYTES } from './admin/adminConstants'
import {
  checkAnalyticsRetentionDays,
  DEFAULT_ANALYTICS_RETENTION_DAYS,
  startAnalyticsRetention,
} from './analytics/analyticsRetention'
import { createCatalogueCache } from './catalogue/createCatalogueCache'
import { seedCatalogue } from './catalogue/seedCatalogue'
import { type CloudChain, caipNetworkId } from './chains/cloudChain'
import { createBalanceCache } from './chains/createBalanceCache'
import type { SolanaCloudChain } from './chains/solanaCloudChain'
import { closeGracefully } from './closeGracefully'
import {
  DEFAULT_CLOUD_HOST,
  DEFAULT_CLOUD_PORT,
  DEFAULT_DATABASE_PATH,
  RATE_LIMITS,
  SHUTDOWN_GRACE_MS,
} from './constants'
import type { Database } from './db/database'
import { migrate } from './db/migrate'
import { openDatabase } from './db/openDatabase'
import { checkMailFrom, DEFAULT_MAIL_FROM } from './emailLogin/checkMailFrom'
import { createMailer } from './emailLogin/createMailer'
import { emailCodeSecret } from './emailLogin/emailCodeSecret'
import { EMAIL_CODE_TTL_MS } from './emailLogin/emailLoginConstants'
import { walletKey } from './embeddedWallet/walletKey'
import { checkFarcasterSettings, type FarcasterSettings } from './farcasterLogin/farcasterSettings'
import { indexerPollingMs } from './history/indexerPollingMs'
import { startChainIndexer } from './history/startChainIndexer'
import { assertPortFree, listenCloud } from './listen'
import { createLogger } from './logger'
import { createCloudMetrics } from './metrics/cloudMetrics'
import { type AccountName, seedAccountNames } from './names/accountNames'
import { namesSettings } from './names/namesSettings'
import { createNftMetadataFetcher } from './nfts/createNftMetadataFetcher'
import type { MetadataHostPolicy } from './nfts/metadataHostPolicy'
import { createOnrampService, type OnrampCloudSettings } from './onramp/onrampCloudSettings'
import { seedTokenPrices } from './prices/tokenPrices'
import { createProjectCache } from './projects/createProjectCache'
import { DEMO_PROJECT } from './projects/demoProject'
import type { ProjectDefinition } from './projects/project'
import { seedProjects } from './projects/seedProjects'
import { databaseRateLimitCounter } from './rateLimit/databaseRateLimitCounter'
import type { RateLimitFamily, RateLimitRule } from './rateLimit/rateLimitFamily'
import { connectRedisRateLimitCounter } from './rateLimit/redisRateLimitCounter'
import { buildCloudApp } from './server/buildCloudApp'
import { checkFrameOrigin, FRAME_ORIGIN_NOT_SET_MESSAGE } from './server/requireFrameOrigin'
import { checkTrustProxy, type TrustProxy } from './server/trustProxy'
import type { CloudServices } from './services'
import { createSessionSigner } from './sessions/sessionSigner'
import { createSocialProviders } from './socialLogin/createSocialProviders'
import { SOCIAL_CALLBACK_PATH } from './socialLogin/socialLoginConstants'
import { checkSocialLoginSettings, type SocialLoginSettings } from './socialLogin/socialLoginSettings'

export type StartCloudParameters = {
  /** Default 4000 (ARCHITECTURE.md); 0 picks a free port. */
  port?: number
  host?: string
  /**
   * A `postgres://` URL, `memory://`, or a PGlite data folder (default `.portico/cloud-db`); or a function that
   * opens a Database, called where the cloud would open one: the cloud then owns it and closes it.
   */
  database?: string | (() => Promise<Database>)
  /** EVM chains of the data API and RPC proxy; none by default (the CLI passes the devnet's). */
  chains?: CloudChain[]
  /** Solana clusters whose balances the data API serves; none by default (the CLI passes the devnet's). */
  solanaChains?: SolanaCloudChain[]
  /**
   * Eip155 chain ids swaps are offered on besides SPEC §9's production list, e.g. the local
   * stack's devnet chains; a chain also needs its `swapMarket`, else the swap routes refuse it.
   */
  swapNetworks?: readonly number[]
  /**
   * Hosts NFT metadata (tokenURI) may be fetched from: `host` or `host:port` (any address, e.g. the
   * devnet's on 127.0.0.1), and `*` for every host that resolves to a public address. None by default:
   * NFTs are listed without their metadata.
   */
  nftMetadataHosts?: MetadataHostPolicy
  /** SPEC §5: contracts whose NFTs are spam, bare or as `eip155:{chainId}:{address}`. */
  nftSpamContracts?: string[]
  /** How often the history indexer polls each chain; by default half its block time, 500–4000 ms (SPEC §9). */
  indexerPollingMs?: number
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  clock?: () => number
  /** The operator's USD prices by token symbol, over the defaults (SPEC §3 token balance price). */
  prices?: Record<string, number>
  /** Names addresses go by, served by GET /v1/identity (SPEC §7). */
  names?: AccountName[]
  /** The zone account names are registered under (default `portico.test`, the local stack's). */
  nameZone?: string
  /**
   * The secp256k1 private key (0x hex) the names gateway signs its answers with; the on-chain
   * resolver trusts its address. Without it the gateway answers 503 (names still register and resolve over REST).
   */
  nameGatewayKey?: string
  /** Projects to create when missing, besides the demo project. */
  projects?: ProjectDefinition[]
  /** Per named limit, over the defaults of RATE_LIMITS. */
  rateLimits?: Partial<Record<RateLimitFamily, RateLimitRule>>
  /** A `redis://` URL: rate limits are counted there instead of in the database. */
  redis?: string
  /**
   * The proxies in front of the cloud, whose X-Forwarded-For entries the client IP is read through: how many
   * (1 behind nginx) or their addresses/CIDRs; none by default. `true` is refused (server/trustProxy.ts).
   */
  trustProxy?: TrustProxy
  /** Days analytics events are kept (--analytics-retention-days), 90 by default; older ones are deleted hourly. */
  analyticsRetentionDays?: number
  /** The bearer token GET /metrics needs (--metrics-token); without it /metrics answers loopback clients only. */
  metricsToken?: string
  /** No info log lines (errors still print). */
  quiet?: boolean
  /**
   * The Ed25519 private key (PKCS#8 PEM) sign-in session tokens are signed with; every instance of a
   * deployment needs the same one. Without it a key is made at start, and tokens end with the process.
   */
  sessionSigningKey?: string
  /**
   * The secret the embedded wallet's cloud shares are sealed under (PORTICO_CLOUD_WALLET_KEY or
   * --wallet-key for the CLI), kept apart from the database. Without it a key is derived from
   * sessionSigningKey, else made at start (shares then open only until the process ends).
   */
  walletKeySecret?: string
  /** An SMTP URL (`smtp://127.0.0.1:2525`) the email login codes are sent through; without it email login answers 503. */
  smtpUrl?: string
  /**
   * The From of the cloud's mail (--mail-from for the CLI): an address the SMTP server sends for, e.g.
   * `Acme <no-reply@acme.example>`. Default `Portico <no-reply@portico.test>`, which only a test sink takes.
   */
  mailFrom?: string
  /**
   * The embedded wallet's secure frame origin (--frame-origin for the CLI), e.g. the local stack's
   * http://127.0.0.1:4100: the only origin the embedded-wallet routes answer. Without it they answer 503.
   */
  frameOrigin?: string
  /** How long a mailed code works, 10 minutes by default; a test stack shortens it to see a code expire. */
  emailCodeTtlMs?: number
  /**
   * The social providers the embedded wallet signs in with (--social-providers for the CLI);
   * without it every social sign-in answers 503.
   */
  socialLogin?: SocialLoginSettings
  /** The on-ramp sandbox: its provider switch and the treasury keys its checkout pays from. */
  onramp?: OnrampCloudSettings
  /**
   * Sign In With Farcaster's relay and the IdRegistry its fids are checked against (--farcaster-relay-url
   * for the CLI); without it Farcaster login answers 503.
   */
  farcaster?: FarcasterSettings
  /**
   * A secret that lets POST /admin/v1/bootstrap create the first admin (PORTICO_CLOUD_ADMIN_BOOTSTRAP for the
   * CLI).
   */
  adminBootstrapSecret?: string
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
  solanaChains = [],
  swapNetworks = [],
  nftMetadataHosts = [],
  nftSpamContracts = [],
  indexerPollingMs: pollingMs,
  clock = Date.now,
  projects = [],
  prices = {},
  names = [],
  nameZone,
  nameGatewayKey,
  rateLimits = {},
  redis,
  trustProxy = 0,
  analyticsRetentionDays = DEFAULT_ANALYTICS_RETENTION_DAYS,
  metricsToken,
  quiet = false,
  sessionSigningKey,
  walletKeySecret,
  smtpUrl,
  mailFrom = DEFAULT_MAIL_FROM,
  emailCodeTtlMs = EMAIL_CODE_TTL_MS,
  frameOrigin,
  socialLogin,
  adminBootstrapSecret,
  onramp,
  farcaster,
}: StartCloudParameters = {}): Promise<Cloud> {
  // Settings that cannot work are refused before anything starts, naming what is wrong.
  const proxies = checkTrustProxy(trustProxy)
  const retentionDays = checkAnalyticsRetentionDays(analyticsRetentionDays)
  if (
    adminBootstrapSecret !== undefined &&
    Buffer.byteLength(adminBootstrapSecret) < ADMIN_BOOTSTRAP_MIN_BYTES
  ) {
    throw new Error(
      `the admin bootstrap secret (PORTICO_CLOUD_ADMIN_BOOTSTRAP) must be at least ${ADMIN_BOOTSTRAP_MIN_BYTES} bytes, got ${Buffer.byteLength(adminBootstrapSecret)}`,
    )
  }
  const socialSettings = socialLogin ? checkSocialLoginSettings(socialLogin) : undefined
  const farcasterSettings = farcaster ? checkFarcasterSettings(farcaster) : undefined
  const namesSetting = namesSettings({ zone: nameZone, gatewayKey: nameGatewayKey })
  const onrampService = createOnrampService(onramp)
  const mailSender = checkMailFrom(mailFrom, 'mailFrom')
  const frameOriginSetting =
    frameOrigin === undefined ? undefined : checkFrameOrigin(frameOrigin, 'frameOrigin')
  const badSwapNetwork = swapNetworks.find((chainId) => !Number.isSafeInteger(chainId) || chainId <= 0)
  if (!Number.isSafeInteger(emailCodeTtlMs) || emailCodeTtlMs <= 0) {
    throw new Error(`emailCodeTtlMs takes a whole number of milliseconds above 0, got ${emailCodeTtlMs}`)
  }
  if (badSwapNetwork !== undefined) {
    throw new Error(`swapNetworks takes eip155 chain ids (whole numbers above 0), got ${badSwapNetwork}`)
  }
  // The default redirect URI is the cloud's own callback, known once it listens.
  let ownUrl = ''
  const logger = createLogger({ quiet, now: () => new Date(clock()) })
  await assertPortFree(port, host)
  const db = typeof database === 'string' ? await openDatabase(database) : await database()
  try {
    const applied = await migrate(db)
    await seedProjects(db, [DEMO_PROJECT, ...projects])
    await seedCatalogue(db)
    await seedTokenPrices(db, prices)
    await seedAccountNames(db, names)
    const services: CloudServices = {
      db,
      projects: createProjectCache(db, clock),
      catalogue: createCatalogueCache(db),
      balances: createBalanceCache(db, clock),
      now: clock,
      chains,
      solanaChains,
      swapNetworks: new Set([...SWAP_CHAIN_IDS, ...swapNetworks]),
      onramp: onrampService,
      nftSpamContracts,
      names: namesSetting,
      sessionSigner: createSessionSigner(sessionSigningKey),
      ...(smtpUrl ? { mailer: createMailer(smtpUrl, mailSender) } : {}),
      emailCodeSecret: emailCodeSecret(sessionSigningKey),
      emailCodeTtlMs,
      ...(frameOriginSetting ? { frameOrigin: frameOriginSetting } : {}),
      walletKey: walletKey({ walletKeySecret, sessionSigningKey }),
      ...(socialSettings
        ? { socialProviders: createSocialProviders(socialSettings, () => `${ownUrl}${SOCIAL_CALLBACK_PATH}`) }
        : {}),
      ...(farcasterSettings ? { farcaster: farcasterSettings } : {}),
      ...(adminBootstrapSecret ? { adminBootstrapSecret } : {}),
    }
    const rateLimitCounter = redis
      ? await connectRedisRateLimitCounter(redis, (error) =>
          logger.error({ message: error.message }, 'redis_error'),
        )
      : databaseRateLimitCounter(db)
    const metrics = createCloudMetrics(db.poolStats ? { pool: db.poolStats } : {})
    const app = await buildCloudApp({
      services,
      logger,
      trustProxy: proxies,
      rateLimits: { ...RATE_LIMITS, ...rateLimits },
      rateLimitCounter,
      metrics,
      ...(metricsToken ? { metricsToken } : {}),
    })
    let boundPort: number
    try {
      boundPort = await listenCloud(app, port, host)
    } catch (error) {
      await rateLimitCounter.close()
      throw error
    }
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
    ownUrl = url
    // SPEC §7 account history: one indexer follows each chain served; NFT metadata is read beside it.
    const nftFetchers = chains.map((chain) =>
      createNftMetadataFetcher({ db, chain, logger, now: clock, policy: nftMetadataHosts }),
    )
    const indexers = chains.map((chain, index) =>
      startChainIndexer({
        db,
        chain,
        logger,
        pollingMs: pollingMs ?? indexerPollingMs(chain.blockTimeMs),
        onLag: (blocks) => metrics.indexerLag.set({ chain: caipNetworkId(chain) }, blocks),
        onMoved: (addresses) => services.balances.forget(chain.chainId, addresses),
        onNfts: (tokens) => nftFetchers[index]?.enqueue(tokens),
      }),
    )
    const retention = startAnalyticsRetention({
      db,
      now: clock,
      retentionDays,
      onError: (error) => logger.error({ message: error.message }, 'analytics_prune_failed'),
    })
    logger.info(
      { url, database: db.kind, rateLimits: redis ? 'redis' : db.kind, migrationsApplied: applied },
      'cloud_started',
    )
    // Said at start, not only on the route: a deployment without it has no working embedded wallet.
    if (!frameOriginSetting) logger.error({ message: FRAME_ORIGIN_NOT_SET_MESSAGE }, 'embedded_wallet_off')
    let closing: Promise<void> | undefined
    const close = () => {
      closing ??= (async () => {
        await closeGracefully(app, SHUTDOWN_GRACE_MS)
        await Promise.all(indexers.map((indexer) => indexer.stop()))
        await Promise.all(nftFetchers.map((fetcher) => fetcher.stop()))
        await retention.stop()
        await rateLimitCounter.close()
        services.mailer?.close()
        await db.close()
        logger.info({ url }, 'cloud_stopped')
      })()
      return closing
    }
    return { url, port: boundPort, close }
  } catch (error) {
    await db.close()
    throw error
  }
}
