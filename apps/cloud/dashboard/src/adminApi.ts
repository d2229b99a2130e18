// The admin API (apps/cloud src/admin/routes) as the dashboard calls it: same origin, the session
// cookie sent by the browser, every change with the session's CSRF token.

export type RemoteFeatures = {
  swaps: string[] | false
  onramp: string[] | false
  email: boolean
  socials: string[] | false
  activity: boolean
  branding: boolean
  multiWallet: boolean
}

export type AdminProject = {
  id: string
  name: string
  allowedOrigins: string[]
  features: RemoteFeatures
  /** Shown first in the project's catalogue (/getWallets), in this order. */
  featuredWalletIds: string[]
  /** Never in the project's catalogue. */
  excludedWalletIds: string[]
  /** A new device opens the embedded wallet only after a passkey check. */
  requirePasskey: boolean
  createdAt: string
}

/** A wallet of the catalogue (GET /admin/v1/wallets). */
export type CatalogueWallet = { id: string; name: string }

/** The project's two wallet lists, as PATCH /admin/v1/projects/{id} names them. */
export type WalletListKey = 'featuredWalletIds' | 'excludedWalletIds'

/** One UTC day of the project's analytics (GET /admin/v1/projects/{id}/analytics). */
export type AnalyticsDay = {
  day: string
  modalOpens: number
  connectAttempts: number
  connectSuccesses: number
}

/** One error a page of the project reported (GET /admin/v1/projects/{id}/errors). */
export type ErrorEvent = { id: number; at: string; kind: string; message: string | null; url: string | null }
export type ErrorEventsPage = { errors: ErrorEvent[]; next?: number }

export type AdminSession = { admin: { username: string }; csrfToken: string }

/** An answer the admin API refused, with its own message (and Retry-After when rate limited). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message)
  }
}

const API = '/admin/v1'

async function call<T>(path: string, init: RequestInit & { csrf?: string } = {}): Promise<T> {
  const { csrf, ...rest } = init
  const headers: Record<string, string> = {}
  if (rest.body !== undefined) headers['content-type'] = 'application/json'
  if (csrf) headers['x-portico-csrf'] = csrf
  const response = await fetch(`${API}${path}`, { ...rest, headers, credentials: 'same-origin' })
  if (response.status === 204) return undefined as T
  const body = (await response.json().catch(() => ({}))) as { error?: string }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new AdminApiError(
      response.status,
      body.error ?? `the admin API answered ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    )
  }
  return body as T
}

const json = (body: unknown) => JSON.stringify(body)

export const adminApi = {
  session: () => call<AdminSession>('/session'),
  signIn: (username: string, password: string) =>
    call<AdminSession>('/login', { method: 'POST', body: json({ username, password }) }),
  signOut: (csrf: string) => call<void>('/logout', { method: 'POST', csrf }),
  projects: () => call<{ projects: AdminProject[] }>('/projects').then((answer) => answer.projects),
  project: (id: string) => call<AdminProject>(`/projects/${encodeURIComponent(id)}`),
  createProject: (csrf: string, name: string) =>
    call<AdminProject>('/projects', { method: 'POST', body: json({ name }), csrf }),
  renameProject: (csrf: string, id: string, name: string) =>
    call<AdminProject>(`/projects/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: json({ name }),
      csrf,
    }),
  deleteProject: (csrf: string, id: string) =>
    call<void>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE', csrf }),
  setWallets: (csrf: string, id: string, lists: Partial<Record<WalletListKey, string[]>>) =>
    call<AdminProject>(`/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body: json(lists), csrf }),
  setRequirePasskey: (csrf: string, id: string, requirePasskey: boolean) =>
    call<AdminProject>(`/projects/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: json({ requirePasskey }),
      csrf,
    }),
  catalogueWallets: () => call<{ wallets: CatalogueWallet[] }>('/wallets').then((answer) => answer.wallets),
  addOrigin: (csrf: string, id: string, origin: string) =>
    call<AdminProject>(`/projects/${encodeURIComponent(id)}/origins`, {
      method: 'POST',
      body: json({ origin }),
      csrf,
    }),
  removeOrigin: (csrf: string, id: string, origin: string) =>
    call<AdminProject>(`/projects/${encodeURIComponent(id)}/origins?origin=${encodeURIComponent(origin)}`, {
      method: 'DELETE',
      csrf,
    }),
  analytics: (id: string) =>
    call<{ days: AnalyticsDay[] }>(`/projects/${encodeURIComponent(id)}/analytics`).then(
      (answer) => answer.days,
    ),
  errors: (id: string, before?: number) =>
    call<ErrorEventsPage>(
      `/projects/${encodeURIComponent(id)}/errors${before === undefined ? '' : `?before=${before}`}`,
    ),
  setFeatures: (csrf: string, id: string, changes: Partial<Record<keyof RemoteFeatures, unknown>>) =>
    call<AdminProject>(`/projects/${encodeURIComponent(id)}/features`, {
      method: 'PATCH',
      body: json(changes),
      csrf,
    }),
}

/** The message a person reads for a refused call; a rate limit says how long to wait. */
export function errorText(error: unknown): string {
  if (error instanceof AdminApiError && error.status === 429) {
    const wait = error.retryAfterS ? ` Try again in ${error.retryAfterS} s.` : ''
    return `Too many attempts (${error.message}).${wait}`
  }
  return error instanceof Error ? error.message : String(error)
}
