import { buildCloudUrl, SDK_VERSION } from '@portico/core'
import { LRUCache } from 'lru-cache'

/** SPEC §7's st for the frame server's own calls. */
const FRAME_SERVER_SDK_TYPE = 'portico-frame-server'
/** How long a project's allowed origins are reused before the cloud is asked again. */
export const ALLOWED_ORIGINS_CACHE_MS = 30_000
/** Projects kept at once: a frame URL's projectId is anyone's to write, so random ids push the oldest out. */
export const ALLOWED_ORIGINS_CACHE_MAX_PROJECTS = 1_000

/**
 * A project's allowed origins from the cloud (GET /projects/v1/origins), kept ALLOWED_ORIGINS_CACHE_MS
 * for at most ALLOWED_ORIGINS_CACHE_MAX_PROJECTS projects; undefined for a project the cloud does not
 * know. A cloud that cannot answer throws.
 */
export function createAllowedOriginsReader(cloudUrl: string, now: () => number = Date.now) {
  const cache = new LRUCache<string, { origins: string[] | undefined }>({
    max: ALLOWED_ORIGINS_CACHE_MAX_PROJECTS,
    ttl: ALLOWED_ORIGINS_CACHE_MS,
    ttlResolution: 0,
    perf: { now },
  })
  return async function readAllowedOrigins(projectId: string): Promise<string[] | undefined> {
    const cached = cache.get(projectId)
    if (cached) return cached.origins
    const url = buildCloudUrl(
      { apiUrl: cloudUrl, projectId, sdkType: FRAME_SERVER_SDK_TYPE, sdkVersion: SDK_VERSION },
      '/projects/v1/origins',
    )
    const response = await fetch(url)
    if (response.status === 401) {
      cache.set(projectId, { origins: undefined })
      return undefined
    }
    if (!response.ok) throw new Error(`the cloud answered ${response.status} for the allowed origins`)
    const { allowedOrigins } = (await response.json()) as { allowedOrigins: string[] }
    cache.set(projectId, { origins: allowedOrigins })
    return allowedOrigins
  }
}
