import { parseRemoteFeatures, type RemoteFeatureEntry, type RemoteFeatures } from '../features/features'
import { type CloudClient, CloudRequestError } from './createCloudClient'

/** What came of asking for the project configuration: the features, or the HTTP status it failed with. */
export type RemoteFeaturesResult = { features: RemoteFeatures } | { failedWithStatus: number | undefined }

/** SPEC §7 GET /appkit/v1/config; a failure leaves the defaults to apply (SPEC §1) and says how it failed. */
export async function fetchRemoteFeatures(cloud: CloudClient): Promise<RemoteFeaturesResult> {
  try {
    const response = await cloud.get<{ features?: RemoteFeatureEntry[] }>('/appkit/v1/config')
    if (!Array.isArray(response?.features)) return { failedWithStatus: undefined }
    return { features: parseRemoteFeatures(response.features) }
  } catch (error) {
    return { failedWithStatus: error instanceof CloudRequestError ? error.status : undefined }
  }
}
