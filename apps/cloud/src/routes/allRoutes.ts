import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_ROUTES } from '../admin/routes/adminRoutes'
import { emailLoginRoutes } from '../emailLogin/emailLoginRoutes'
import { emailUpdateRoutes } from '../emailUpdate/emailUpdateRoutes'
import { embeddedWalletRoutes } from '../embeddedWallet/embeddedWalletRoutes'
import { farcasterLoginRoutes } from '../farcasterLogin/farcasterLoginRoutes'
import { keyExportRoutes } from '../keyExport/keyExportRoutes'
import { nameGatewayRoute } from '../names/nameGatewayRoute'
import { profileRoutes } from '../names/profileRoutes'
import { checkoutRoutes } from '../onramp/checkoutRoutes'
import { onrampRoutes } from '../onramp/onrampRoutes'
import { passkeyRoutes } from '../passkeys/passkeyRoutes'
import { sessionRoutes } from '../sessions/sessionRoutes'
import { socialLoginRoutes } from '../socialLogin/socialLoginRoutes'
import { accountBalanceRoute } from './accountBalance'
import { accountHistoryRoute } from './accountHistory'
import { accountNftsRoute } from './accountNfts'
import { analyticsConfigRoute } from './analyticsConfig'
import { analyticsEventsRoute } from './analyticsEvents'
import { appkitConfigRoute } from './appkitConfig'
import { assetImageRoutes } from './assetImages'
import { convertAllowanceRoute } from './convertAllowance'
import { convertBuildApproveRoute } from './convertBuildApprove'
import { convertBuildTransactionRoute } from './convertBuildTransaction'
import { convertQuotesRoute } from './convertQuotes'
import { convertTokensRoute } from './convertTokens'
import { fungiblePriceRoute } from './fungiblePrice'
import { gasPriceRoute } from './gasPrice'
import { getWalletsRoute } from './getWallets'
import { healthRoutes } from './health'
import { identityRoute } from './identity'
import { projectOriginsRoute } from './projectOrigins'
import { rpcProxyRoutes } from './rpcProxy'
import { supportedChainsRoute } from './supportedChains'
import { walletImageRoute } from './walletImage'

/** Every route Portico Cloud answers (SPEC §7, and the admin API), one module each, in one list. */
export const ALL_ROUTES: readonly FastifyPluginAsyncTypebox[] = [
  healthRoutes,
  appkitConfigRoute,
  projectOriginsRoute,
  analyticsConfigRoute,
  analyticsEventsRoute,
  getWalletsRoute,
  walletImageRoute,
  assetImageRoutes,
  supportedChainsRoute,
  accountBalanceRoute,
  accountHistoryRoute,
  accountNftsRoute,
  gasPriceRoute,
  // Swaps on the chain's market.
  convertTokensRoute,
  convertQuotesRoute,
  convertAllowanceRoute,
  convertBuildApproveRoute,
  convertBuildTransactionRoute,
  fungiblePriceRoute,
  // The on-ramp sandbox and its checkout page.
  onrampRoutes,
  checkoutRoutes,
  identityRoute,
  profileRoutes,
  nameGatewayRoute,
  rpcProxyRoutes,
  sessionRoutes,
  emailLoginRoutes,
  emailUpdateRoutes,
  keyExportRoutes,
  embeddedWalletRoutes,
  // The passkey a project may require before a new device gets the recovery share.
  passkeyRoutes,
  socialLoginRoutes,
  // Sign In With Farcaster through the deployment's relay.
  farcasterLoginRoutes,
  ...ADMIN_ROUTES,
]
