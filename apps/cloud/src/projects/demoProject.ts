import { DEMO_ALLOWED_ORIGINS, DEMO_PROJECT_ID, DEMO_PROJECT_NAME } from '../constants'
import { DEFAULT_REMOTE_FEATURES } from './defaultFeatures'
import type { ProjectDefinition } from './project'

/** The project every database holds, so the demo works on a fresh cloud; every feature on. */
export const DEMO_PROJECT: ProjectDefinition = {
  id: DEMO_PROJECT_ID,
  name: DEMO_PROJECT_NAME,
  allowedOrigins: [...DEMO_ALLOWED_ORIGINS],
  isAnalyticsEnabled: true,
  features: DEFAULT_REMOTE_FEATURES.map((feature) => ({ ...feature, isEnabled: true })),
  // The demo logs in with an email code alone, as a first try of the embedded wallet does.
  requirePasskey: false,
}
