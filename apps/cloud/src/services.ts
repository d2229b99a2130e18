import type { LocalAccount } from 'viem/accounts'
import type { CatalogueCache } from './catalogue/createCatalogueCache'
import type { CloudChain } from './chains/cloudChain'
import type { BalanceCache } from './chains/createBalanceCache'
import type { SolanaCloudChain } from './chains/solanaCloudChain'
import type { Database } from './db/database'
import type { Mailer } from './emailLogin/createMailer'
import type { WalletKey } from './embeddedWallet/walletKey'
import type { FarcasterSettings } from './farcasterLogin/farcasterSettings'
import type { OnrampService } from './onramp/onrampSettings'
import type { ProjectCache } from './projects/createProjectCache'
import type { SessionSigner } from './sessions/sessionSigner'
import type { SocialProviders } from './socialLogin/createSocialProviders'

/** What every route may use: the database and what is read once from it, the clock, the chains served. */
export type CloudServices = {
  db: Database
  projects: ProjectCache
  catalogue: CatalogueCache
  balances: BalanceCache
  /** Milliseconds since the epoch. */
  now: () => number
  chains: readonly CloudChain[]
  /** Solana clusters whose balances the data API serves. */
  solanaChains: readonly SolanaCloudChain[]
  /**
   * The eip155 chain ids swaps are offered on, SPEC §9's and the deployment's (a chain also needs a market).
   */
  swapNetworks: ReadonlySet<number>
  /** The on-ramp sandbox's provider switch and the treasury its checkout pays from. */
  onramp: OnrampService
  /** SPEC §5 spam NFTs the operator names: contract addresses, bare or as `eip155:{chainId}:{address}`. */
  nftSpamContracts: readonly string[]
  /** Signs the sign-in session tokens and checks them. */
  sessionSigner: SessionSigner
  /** Sends email login codes; absent when the cloud has no SMTP server. */
  mailer?: Mailer
  /** The HMAC key email codes are kept under, so the database alone cannot test codes offline. */
  emailCodeSecret: Buffer
  /** How long a mailed code works (EMAIL_CODE_TTL_MS unless the operator shortens it). */
  emailCodeTtlMs: number
  /** The secure frame's origin (--frame-origin): the only caller of the embedded-wallet routes; unset, they answer 503. */
  frameOrigin?: string
  /** Seals the embedded wallet's cloud shares; never written to the database. */
  walletKey: WalletKey
  /** The cloud as OpenID Connect client of each configured social provider; absent with none. */
  socialProviders?: SocialProviders
  /** Sign In With Farcaster's relay and IdRegistry; absent when the deployment has not set a relay. */
  farcaster?: FarcasterSettings
  /** The zone names are registered under, and the key the names gateway signs with (none: no gateway). */
  names: { zone: string; gatewaySigner?: LocalAccount }
  /** The secret that lets the first admin account be created over HTTP (PORTICO_CLOUD_ADMIN_BOOTSTRAP). */
  adminBootstrapSecret?: string
}
