import type { Route } from '../http/route'
import { analyticsConfigRoute } from './analyticsConfig'
import { analyticsEventsRoute } from './analyticsEvents'
import { appkitConfigRoute } from './appkitConfig'
import { healthRoute } from './health'
import { projectOriginsRoute } from './projectOrigins'

/** Every route Portico Cloud answers (SPEC §7), in one list. */
export const ALL_ROUTES: readonly Route[] = [
  healthRoute,
  appkitConfigRoute,
  projectOriginsRoute,
  analyticsConfigRoute,
  analyticsEventsRoute,
]
