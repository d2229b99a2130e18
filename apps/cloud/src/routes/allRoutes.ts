import type { Route } from '../http/route'
import { accountBalanceRoute } from './accountBalance'
import { accountHistoryRoute } from './accountHistory'
import { analyticsConfigRoute } from './analyticsConfig'
import { analyticsEventsRoute } from './analyticsEvents'
import { appkitConfigRoute } from './appkitConfig'
import { assetImageRoute, currencyImageRoute, tokenImageRoute } from './assetImages'
import { fungiblePriceRoute } from './fungiblePrice'
import { gasPriceRoute } from './gasPrice'
import { getWalletsRoute } from './getWallets'
import { healthRoute } from './health'
import { identityRoute } from './identity'
import { projectOriginsRoute } from './projectOrigins'
import { rpcProxyRoutes } from './rpcProxy'
import { supportedChainsRoute } from './supportedChains'
import { walletImageRoute } from './walletImage'

/** Every route Portico Cloud answers (SPEC §7), in one list. */
export const ALL_ROUTES: readonly Route[] = [
  healthRoute,
  appkitConfigRoute,
  projectOriginsRoute,
  analyticsConfigRoute,
  analyticsEventsRoute,
  getWalletsRoute,
  walletImageRoute,
  assetImageRoute,
  tokenImageRoute,
  currencyImageRoute,
  supportedChainsRoute,
  accountBalanceRoute,
  accountHistoryRoute,
  gasPriceRoute,
  fungiblePriceRoute,
  identityRoute,
  ...rpcProxyRoutes,
]
