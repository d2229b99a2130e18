export type { CloudChain, CloudToken } from './chains/cloudChain'
export {
  DEFAULT_CLOUD_PORT,
  DEMO_ALLOWED_ORIGINS,
  DEMO_PROJECT_ID,
  RATE_LIMIT_MAX_REQUESTS,
  RATE_LIMIT_WINDOW_MS,
} from './constants'
export {
  CloudPortInUseError,
  INVALID_PROJECT_ID_MESSAGE,
  missingParameterMessage,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from './errors'
export { DEFAULT_REMOTE_FEATURES, type ProjectFeature } from './projects/defaultFeatures'
export type { ProjectDefinition } from './projects/project'
export { type Cloud, type StartCloudParameters, startCloud } from './startCloud'
