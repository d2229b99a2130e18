import type { APIRequestContext } from '@playwright/test'
import { stackAdminPassword } from './cloudDashboard'

/** Calls the stack cloud's admin API as a script does (no Origin, so it is not a cross-site request). */
async function adminCall(
  cloudUrl: string,
  path: string,
  init: { body: unknown; cookie?: string; csrf?: string; method?: 'POST' | 'PATCH' },
) {
  const response = await fetch(new URL(path, cloudUrl), {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.csrf ? { 'x-portico-csrf': init.csrf } : {}),
    },
    body: JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

/**
 * A project of its own for one test file, allowing the demo's origins (the page's, and the secure frame's, whose
 * own requests the cloud checks too), made through the admin API as the stack's
 * admin: the cloud limits its auth routes to 10 a minute per project and address, so a file that logs in
 * several times keeps its own budget instead of spending the demo project's, which other files share.
 */
export async function createTestProject(
  cloudUrl: string,
  origins: readonly string[],
  name: string,
  settings: { requirePasskey?: boolean } = {},
): Promise<string> {
  const login = await adminCall(cloudUrl, '/admin/v1/login', {
    body: { username: 'admin', password: stackAdminPassword(new URL(origins[0] ?? '').port) },
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { csrfToken } = (await login.json()) as { csrfToken: string }
  const session = { cookie, csrf: csrfToken }
  const created = await adminCall(cloudUrl, '/admin/v1/projects', { ...session, body: { name } })
  const { id } = (await created.json()) as { id: string }
  for (const origin of origins)
    await adminCall(cloudUrl, `/admin/v1/projects/${id}/origins`, { ...session, body: { origin } })
  if (Object.keys(settings).length > 0)
    await adminCall(cloudUrl, `/admin/v1/projects/${id}`, { ...session, method: 'PATCH', body: settings })
  return id
}

/** A project of its own whose embedded wallet opens on a new device only with the user's passkey. */
export const requirePasskeys = (cloudUrl: string, origins: readonly string[]) =>
  createTestProject(cloudUrl, origins, `Passkeys ${Date.now()}`, { requirePasskey: true })

/**
 * The demo page under a project made once for the calling file (the first call makes it, later ones reuse it),
 * with `query` added: the file's logins spend its own auth budget, not the demo project's.
 */
export function ownProjectPage(name: string) {
  let project: Promise<string> | undefined
  return async (request: APIRequestContext, baseURL: string | undefined, query = '') => {
    project ??= request
      .get('/portico/stack.json')
      .then((response) => response.json() as Promise<{ cloudUrl: string; frameUrl: string }>)
      .then(({ cloudUrl, frameUrl }) =>
        createTestProject(
          cloudUrl,
          [new URL(baseURL ?? '').origin, new URL(frameUrl).origin],
          `${name} ${Date.now()}`,
        ),
      )
    return `/?project=${await project}${query}`
  }
}
