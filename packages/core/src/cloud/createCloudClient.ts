import {
  RETRY_BACKOFF_FACTOR,
  RETRYABLE_HTTP_STATUSES,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
} from '../constants'
import { PorticoError } from '../errors/PorticoError'

/** SPEC §7: every call names the SDK, its version and the project. */
export const SDK_TYPE = 'portico'
export const SDK_VERSION = '0.0.0'

export type CloudClientParameters = {
  apiUrl: string
  projectId: string
  sdkType?: string
  sdkVersion?: string
  fetch?: typeof fetch
  /** Waits between retries; injectable so tests observe delays without spending them. */
  sleep?: (ms: number) => Promise<void>
}

/** A cloud answer that was not 2xx after the retries SPEC §8 allows. */
export class CloudRequestError extends PorticoError {
  override name = 'CloudRequestError'
  readonly code = 'CLOUD_REQUEST_FAILED'
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown, path: string) {
    super(`${path} answered ${status}`, { details: describeBody(body) })
    this.status = status
    this.body = body
  }
}

function describeBody(body: unknown): string {
  if (typeof body === 'string') return body
  if (body && typeof body === 'object' && 'message' in body)
    return String((body as { message: unknown }).message)
  return JSON.stringify(body)
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), in ms; undefined when absent or unreadable. */
export function parseRetryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs)
}

/** A Portico Cloud URL with SPEC §7's projectId, st and sv: for calls, and for images the page loads itself. */
export function buildCloudUrl(
  {
    apiUrl,
    projectId,
    sdkType = SDK_TYPE,
    sdkVersion = SDK_VERSION,
  }: Pick<CloudClientParameters, 'apiUrl' | 'projectId' | 'sdkType' | 'sdkVersion'>,
  path: string,
  params: Record<string, string | number | undefined> = {},
): URL {
  const target = new URL(path.replace(/^\//, ''), apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) target.searchParams.set(key, String(value))
  target.searchParams.set('projectId', projectId)
  target.searchParams.set('st', sdkType)
  target.searchParams.set('sv', sdkVersion)
  return target
}

const RETRYABLE: ReadonlySet<number> = new Set(RETRYABLE_HTTP_STATUSES)

/** The one HTTP client for Portico Cloud: query parameters of SPEC §7 and the retries of SPEC §8, §9. */
export function createCloudClient({
  apiUrl,
  projectId,
  sdkType = SDK_TYPE,
  sdkVersion = SDK_VERSION,
  fetch: fetchImpl = globalThis.fetch,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: CloudClientParameters) {
  const url = (path: string, params: Record<string, string | number | undefined> = {}) =>
    buildCloudUrl({ apiUrl, projectId, sdkType, sdkVersion }, path, params)

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, string | number | undefined>,
    body?: unknown,
    cache?: RequestCache,
  ): Promise<T> {
    let delay = RPC_RETRY_DELAY_MS
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined
      let networkError: unknown
      try {
        response = await fetchImpl(url(path, params), {
          method,
          ...(cache ? { cache } : {}),
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        })
      } catch (error) {
        networkError = error
      }
      const retryable =
        networkError !== undefined || (response !== undefined && RETRYABLE.has(response.status))
      if (response?.ok) return (await readBody(response)) as T
      if (!retryable || attempt >= RPC_RETRY_COUNT) {
        if (networkError !== undefined) throw networkError
        throw new CloudRequestError((response as Response).status, await readBody(response as Response), path)
      }
      const retryAfter = response
        ? parseRetryAfterMs(response.headers.get('retry-after'), Date.now())
        : undefined
      await sleep(retryAfter ?? delay)
      delay *= RETRY_BACKOFF_FACTOR
    }
  }

  return {
    /** `cache` is the fetch cache mode, e.g. 'no-cache' where SPEC §7 asks for it. */
    get: <T>(path: string, params?: Record<string, string | number | undefined>, cache?: RequestCache) =>
      request<T>('GET', path, params, undefined, cache),
    post: <T>(path: string, body: unknown, params?: Record<string, string | number | undefined>) =>
      request<T>('POST', path, params, body),
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export type CloudClient = ReturnType<typeof createCloudClient>
