import { buildCloudUrl, SDK_VERSION } from '@portico/core'

/** SPEC §7's st for the frame server's own calls. */
const FRAME_SERVER_SDK_TYPE = 'portico-frame-server'
/** How long a project's allowed origins are reused before the cloud is asked again. */
export const ALLOWED_ORIGINS_CACHE_MS = 30_000

/**
 * A project's allowed origins from the cloud (GET /projects/v1/origins), kept ALLOWED_ORIGINS_CACHE_MS;
 * undefined for a project the cloud does not know. A cloud that cannot answer throws.
 */
export function createAllowedOriginsReader(cloudUrl: string, now: () => number = Date.now) {
  const cache = new Map<string, { origins: string[] | undefined; at: number }>()
  return async function readAllowedOrigins(projectId: string): Promise<string[] | undefined> {
    const cached = cache.get(projectId)
    if (cached && now() - cached.at < ALLOWED_ORIGINS_CACHE_MS) return cached.origins
    const url = buildCloudUrl(
      { apiUrl: cloudUrl, projectId, sdkType: FRAME_SERVER_SDK_TYPE, sdkVersion: SDK_VERSION },
      '/projects/v1/origins',
    )
    const response = await fetch(url)
    if (response.status === 401) {
      cache.set(projectId, { origins: undefined, at: now() })
      return undefined
    }
    if (!response.ok) throw new Error(`the cloud answered ${response.status} for the allowed origins`)
    const { allowedOrigins } = (await response.json()) as { allowedOrigins: string[] }
    cache.set(projectId, { origins: allowedOrigins, at: now() })
    return allowedOrigins
  }
}
