import { parseArgs } from 'node:util'
import { ADMIN_CLI_USAGE } from './adminCli/parseAdminCommand'
import { checkAnalyticsRetentionDays } from './analytics/analyticsRetention'
import {
  DEFAULT_CLOUD_HOST,
  DEFAULT_CLOUD_PORT,
  DEFAULT_DATABASE_PATH,
  DEFAULT_DEVNET_DESCRIPTION_PATH,
} from './constants'
import { checkMailFrom } from './emailLogin/checkMailFrom'
import { checkFrameOrigin } from './server/requireFrameOrigin'
import { parseTrustProxy, type TrustProxy } from './server/trustProxy'

export const CLI_USAGE = `Usage: portico-cloud [--port <n>] [--host <h>] [--database <url-or-path>] [--devnet <file>] [--redis <url>]
                     [--session-key <pem-file>] [--wallet-key <file>] [--smtp-url <url>]
                     [--mail-from <address>]
                     [--email-code-ttl-minutes <n>] [--frame-origin <origin>]
                     [--social-providers <file>] [--nft-metadata-hosts <list>] [--nft-spam-contracts <list>]
                     [--name-zone <zone>] [--name-gateway-key <file>] [--swap-networks <list>]
                     [--onramp <sandbox|off>] [--onramp-treasury-key <file>]
                     [--onramp-solana-treasury-key <file>] [--farcaster-relay-url <url>]
                     [--farcaster-id-registry <address>] [--farcaster-rpc-url <url>]
                     [--trust-proxy <hops|addresses>] [--analytics-retention-days <n>]
                     [--metrics-token <file>] [--quiet]

  --port      port to listen on (default ${DEFAULT_CLOUD_PORT})
  --host      address to bind (default ${DEFAULT_CLOUD_HOST})
  --database  postgres://… for PostgreSQL, memory:// or a folder for the embedded database
              (default ${DEFAULT_DATABASE_PATH})
  --devnet    a devnet description JSON (portico-devnet --out) whose chains the data API serves
              (default ${DEFAULT_DEVNET_DESCRIPTION_PATH} when it exists)
  --redis     redis://… to count rate limits there (default: in the database), shared by every
              instance given the same URL
  --session-key  an Ed25519 private key (PKCS#8 PEM file) that signs sign-in session tokens; every
              instance needs the same one (default: $PORTICO_CLOUD_SESSION_KEY, else a key made at
              start, so tokens end with the process)
  --wallet-key  a file holding the secret (32 random bytes or more, any encoding) the embedded wallet's
              cloud shares are sealed under; keep it out of the database and its backups; every
              instance needs the same one (default: $PORTICO_CLOUD_WALLET_KEY, else derived from the
              session key, else made at start, so wallets made then open only until the process ends)
  --smtp-url  smtp://host:port (or smtps://user:password@host) to mail email login codes through
              (default: $PORTICO_CLOUD_SMTP_URL; without either, email login is off)
  --mail-from  the From of that mail, an address the SMTP server sends for, e.g.
              "Acme <no-reply@acme.example>" (default: $PORTICO_CLOUD_MAIL_FROM, else
              Portico <no-reply@portico.test>, which only a test mail sink accepts)
  --email-code-ttl-minutes  how long a mailed code works, in whole minutes (default 10; a test stack
              shortens it to see a code expire)
  --frame-origin  the embedded wallet's secure frame origin (e.g. https://wallet.example.com): the only
              origin its routes answer (default: $PORTICO_CLOUD_FRAME_ORIGIN; without either, the
              embedded wallet's routes answer 503)
  --social-providers  a JSON file of the social providers (issuer, clientId, clientSecret of each of
              google, github, apple, facebook, x, discord) the embedded wallet signs in with
              (default: $PORTICO_CLOUD_SOCIAL_PROVIDERS, a file too; without either, social login is off)
  --nft-metadata-hosts  comma-separated hosts NFT metadata (tokenURI) may be fetched from:
              host or host:port (any address), * for every host with a public address
              (default: $PORTICO_CLOUD_NFT_METADATA_HOSTS, else none; the devnet's own host is added)
  --nft-spam-contracts  comma-separated spam NFT contracts, 0x… or eip155:<chain>:0x… (SPEC §5)
              (default: $PORTICO_CLOUD_NFT_SPAM_CONTRACTS)
  --name-zone  the zone account names are registered under (default: $PORTICO_CLOUD_NAME_ZONE, else
              the devnet description's, else portico.test)
  --name-gateway-key  a file holding the secp256k1 private key (0x + 64 hex) the names gateway signs
              on-chain answers with; the resolver contract trusts its address (default:
              $PORTICO_CLOUD_NAME_GATEWAY_KEY, else the devnet description's public devnet key)
  --swap-networks  comma-separated eip155 chain ids (31337 or eip155:31337) swaps are offered on
              besides SPEC §9's production networks, e.g. the devnet's; each also needs a market
              (default: $PORTICO_CLOUD_SWAP_NETWORKS, else none)
  --onramp    the on-ramp sandbox provider: sandbox, or off to answer SPEC §8's fallbacks
              (default: $PORTICO_CLOUD_ONRAMP, else sandbox)
  --onramp-treasury-key  a file holding the EVM private key (0x + 64 hex) the checkout pays ETH and
              tokens from (default: $PORTICO_CLOUD_ONRAMP_TREASURY_KEY, else the devnet description's
              onramp.evmTreasuryKey; none: EVM orders cannot be made)
  --onramp-solana-treasury-key  a Solana CLI keypair file (JSON, 64 bytes) the checkout pays SOL from
              (default: $PORTICO_CLOUD_ONRAMP_SOLANA_TREASURY_KEY holding that JSON, else the devnet
              description's onramp.solanaTreasuryKey; none: SOL orders cannot be made)
  --farcaster-relay-url  the Sign In With Farcaster relay the Farcaster app reports to, e.g.
              https://relay.farcaster.xyz (default: $PORTICO_CLOUD_FARCASTER_RELAY_URL; without either,
              Farcaster login is off)
  --farcaster-id-registry  the IdRegistry fids' custody addresses are read from (default: the devnet
              description's, else Farcaster's on OP Mainnet)
  --farcaster-rpc-url  an RPC URL of the IdRegistry's chain (default: the devnet description's, else
              https://mainnet.optimism.io)
  --trust-proxy  the proxies in front of the cloud, so limits count the client's IP: how many
              (1 behind nginx, 2 behind a load balancer and nginx), or a comma list of their
              addresses/CIDRs (e.g. 10.0.0.0/8); a count needs the cloud reachable only through them
              (default: none, the socket's peer is the client)
  --analytics-retention-days  how many days analytics events (POST /e) are kept; older ones are
              deleted every hour (default 90)
  --metrics-token  a file holding the bearer token GET /metrics needs (default:
              $PORTICO_CLOUD_METRICS_TOKEN; without either, /metrics answers loopback clients only)
  --quiet     no request log lines

portico-cloud doctor [the flags above]
  checks the services those flags name (the database, Redis, SMTP, each OpenID provider's discovery
  document, the secure frame's origin and its Content-Security-Policy), prints what is wrong in words,
  and exits 1 when something is

${ADMIN_CLI_USAGE}`

export type CliOptions = {
  help: boolean
  port: number
  host: string
  database: string
  devnetFile: string | undefined
  redis: string | undefined
  sessionKeyFile: string | undefined
  walletKeyFile: string | undefined
  smtpUrl: string | undefined
  /** From --mail-from, checked; undefined when absent, so the environment may name it. */
  mailFrom: string | undefined
  /** From --email-code-ttl-minutes; undefined when the flag is absent (10 minutes). */
  emailCodeTtlMs: number | undefined
  frameOrigin: string | undefined
  socialProvidersFile: string | undefined
  /** Undefined when the flag is absent, so the environment may name them. */
  nftMetadataHosts: string[] | undefined
  nftSpamContracts: string[] | undefined
  nameZone: string | undefined
  nameGatewayKeyFile: string | undefined
  /** Undefined when the flag is absent, so the environment may name them. */
  swapNetworks: number[] | undefined
  /** Undefined when the flag is absent, so the environment may name it. */
  onrampProvider: 'sandbox' | 'off' | undefined
  onrampTreasuryKeyFile: string | undefined
  onrampSolanaTreasuryKeyFile: string | undefined
  /** The Sign In With Farcaster relay, its IdRegistry and that chain's RPC, as given. */
  farcasterRelayUrl: string | undefined
  farcasterIdRegistry: string | undefined
  farcasterRpcUrl: string | undefined
  /** From --trust-proxy: a hop count or proxy addresses/CIDRs; undefined when absent (none). */
  trustProxy: TrustProxy | undefined
  /** From --analytics-retention-days; undefined when absent (90 days). */
  analyticsRetentionDays: number | undefined
  metricsTokenFile: string | undefined
  quiet: boolean
}

/** `a, b,,c` → ['a', 'b', 'c']; undefined stays undefined. */
export function commaList(value: string | undefined): string[] | undefined {
  return value?.split(',').flatMap((entry) => (entry.trim() ? [entry.trim()] : []))
}

/** Chain ids given as `31337` or `eip155:31337`; anything else throws a message naming where it came from. */
export function parseSwapNetworks(
  entries: readonly string[] | undefined,
  source: string,
): number[] | undefined {
  return entries?.map((entry) => {
    const match = /^(?:eip155:)?([0-9]+)$/.exec(entry)
    if (!match)
      throw new Error(`${source} takes eip155 chain ids such as 31337 or eip155:31337, got "${entry}"`)
    return Number(match[1])
  })
}

/** Reads the CLI's flags; a bad port throws a message naming it. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      port: { type: 'string', default: String(DEFAULT_CLOUD_PORT) },
      host: { type: 'string', default: DEFAULT_CLOUD_HOST },
      database: { type: 'string', default: DEFAULT_DATABASE_PATH },
      devnet: { type: 'string' },
      redis: { type: 'string' },
      'session-key': { type: 'string' },
      'wallet-key': { type: 'string' },
      'smtp-url': { type: 'string' },
      'mail-from': { type: 'string' },
      'email-code-ttl-minutes': { type: 'string' },
      'frame-origin': { type: 'string' },
      'social-providers': { type: 'string' },
      'nft-metadata-hosts': { type: 'string' },
      'name-zone': { type: 'string' },
      'name-gateway-key': { type: 'string' },
      'nft-spam-contracts': { type: 'string' },
      'swap-networks': { type: 'string' },
      onramp: { type: 'string' },
      'onramp-treasury-key': { type: 'string' },
      'onramp-solana-treasury-key': { type: 'string' },
      'farcaster-relay-url': { type: 'string' },
      'farcaster-id-registry': { type: 'string' },
      'farcaster-rpc-url': { type: 'string' },
      'trust-proxy': { type: 'string' },
      'analytics-retention-days': { type: 'string' },
      'metrics-token': { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a whole number from 0 to 65535, got "${values.port}"`)
  }
  const smtpUrl = values['smtp-url']
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new Error(`--smtp-url must be an smtp:// or smtps:// URL, got "${smtpUrl}"`)
  }
  const ttlMinutes = values['email-code-ttl-minutes']
  if (ttlMinutes !== undefined && !/^[1-9][0-9]{0,2}$/.test(ttlMinutes)) {
    throw new Error(`--email-code-ttl-minutes must be a whole number from 1 to 999, got "${ttlMinutes}"`)
  }
  const onramp = values.onramp
  if (onramp !== undefined && onramp !== 'sandbox' && onramp !== 'off') {
    throw new Error(`--onramp must be sandbox or off, got "${onramp}"`)
  }
  for (const flag of ['farcaster-relay-url', 'farcaster-rpc-url'] as const) {
    const value = values[flag]
    if (value !== undefined && !/^https?:\/\/[^/]/.test(value))
      throw new Error(`--${flag} must be an http:// or https:// URL, got "${value}"`)
  }
  const idRegistry = values['farcaster-id-registry']
  if (idRegistry !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(idRegistry))
    throw new Error(`--farcaster-id-registry must be an address (0x + 40 hex), got "${idRegistry}"`)
  const retentionDays = values['analytics-retention-days']
  if (retentionDays !== undefined && !/^[1-9][0-9]{0,3}$/.test(retentionDays))
    throw new Error(
      `--analytics-retention-days must be a whole number from 1 to 3650, got "${retentionDays}"`,
    )
  return {
    help: values.help,
    port,
    host: values.host,
    database: values.database,
    devnetFile: values.devnet,
    redis: values.redis,
    sessionKeyFile: values['session-key'],
    walletKeyFile: values['wallet-key'],
    smtpUrl,
    mailFrom:
      values['mail-from'] === undefined ? undefined : checkMailFrom(values['mail-from'], '--mail-from'),
    emailCodeTtlMs: ttlMinutes === undefined ? undefined : Number(ttlMinutes) * 60_000,
    frameOrigin:
      values['frame-origin'] === undefined
        ? undefined
        : checkFrameOrigin(values['frame-origin'], '--frame-origin'),
    socialProvidersFile: values['social-providers'],
    nftMetadataHosts: commaList(values['nft-metadata-hosts']),
    nftSpamContracts: commaList(values['nft-spam-contracts']),
    nameZone: values['name-zone'],
    nameGatewayKeyFile: values['name-gateway-key'],
    swapNetworks: parseSwapNetworks(commaList(values['swap-networks']), '--swap-networks'),
    onrampProvider: onramp,
    onrampTreasuryKeyFile: values['onramp-treasury-key'],
    onrampSolanaTreasuryKeyFile: values['onramp-solana-treasury-key'],
    farcasterRelayUrl: values['farcaster-relay-url'],
    farcasterIdRegistry: idRegistry,
    farcasterRpcUrl: values['farcaster-rpc-url'],
    trustProxy: values['trust-proxy'] === undefined ? undefined : parseTrustProxy(values['trust-proxy']),
    analyticsRetentionDays:
      retentionDays === undefined
        ? undefined
        : checkAnalyticsRetentionDays(Number(retentionDays), '--analytics-retention-days'),
    metricsTokenFile: values['metrics-token'],
    quiet: values.quiet,
  }
}
