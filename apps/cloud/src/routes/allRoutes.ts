import type { Route } from '../http/route'
import { analyticsConfigRoute } from './analyticsConfig'
import { analyticsEventsRoute } from './analyticsEvents'
import { appkitConfigRoute } from './appkitConfig'
import { assetImageRoute, currencyImageRoute, tokenImageRoute } from './assetImages'
import { getWalletsRoute } from './getWallets'
import { healthRoute } from './health'
import { projectOriginsRoute } from './projectOrigins'
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
]
