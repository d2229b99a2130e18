import { parseRemoteFeatures, type RemoteFeatureEntry, type RemoteFeatures } from '../features/features'
import type { CloudClient } from './createCloudClient'

/** SPEC §7 GET /appkit/v1/config; undefined when it cannot be had, so the defaults apply (SPEC §1). */
export async function fetchRemoteFeatures(cloud: CloudClient): Promise<RemoteFeatures | undefined> {
  try {
    const response = await cloud.get<{ features?: RemoteFeatureEntry[] }>('/appkit/v1/config')
    if (!Array.isArray(response?.features)) return undefined
    return parseRemoteFeatures(response.features)
  } catch {
    return undefined
  }
}
