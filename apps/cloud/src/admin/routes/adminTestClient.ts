import { expect } from 'vitest'
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '../adminConstants'

export type AdminRequest = {
  method?: string
  body?: unknown
  /** The session cookie's value; none sends no cookie. */
  session?: string
  csrf?: string
  headers?: Record<string, string>
}

/** Calls the admin API of the cloud at `baseUrl` as a script would (no Origin unless given). */
export function adminFetch(baseUrl: string, path: string, request: AdminRequest = {}): Promise<Response> {
  const { method = 'GET', body, session, csrf, headers = {} } = request
  return fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session === undefined ? {} : { cookie: `${ADMIN_SESSION_COOKIE}=${session}` }),
      ...(csrf === undefined ? {} : { [ADMIN_CSRF_HEADER]: csrf }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}

export type SignedIn = { session: string; csrf: string; setCookie: string }

/** Signs in and returns the session cookie's value and the CSRF token. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<SignedIn> {
  const response = await adminFetch(baseUrl, '/admin/v1/login', {
    method: 'POST',
    body: { username, password },
  })
  expect(response.status).toBe(200)
  const setCookie = response.headers.get('set-cookie') ?? ''
  const session = new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1]
  if (!session) throw new Error(`no session cookie in "${setCookie}"`)
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  return { session, csrf: csrfToken, setCookie }
}
