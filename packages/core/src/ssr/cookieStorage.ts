import { STORAGE_PREFIX } from '../storage/createPorticoStorage'
import { defaultStorage, type StorageLike } from '../storage/StorageLike'
import { type InitialAccount, type PorticoInitialState, SESSION_COOKIE } from './initialState'

// The stored values the session cookie is made from (SPEC §3's keys).
const SESSION_KEYS = new Set(
  ['activeNamespace', 'connectedConnectors', 'connections'].map((key) => `${STORAGE_PREFIX}${key}`),
)
// Browsers keep a cookie up to 400 days; it is rewritten on every connection change.
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60

type StoredConnection = {
  connectorId: string
  accounts: { address: string }[]
  caipNetwork?: { caipNetworkId?: string }
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** The little a server needs to render a returning visitor, derived from what the client stored. */
function sessionOf(storage: StorageLike): PorticoInitialState {
  const connectors = (parse(storage.getItem(`${STORAGE_PREFIX}connectedConnectors`)) ?? {}) as Record<
    string,
    { connectorId: string; status: string }
  >
  const connections = (parse(storage.getItem(`${STORAGE_PREFIX}connections`)) ?? {}) as Record<
    string,
    StoredConnection[]
  >
  const accounts: Record<string, InitialAccount> = {}
  for (const [namespace, entry] of Object.entries(connectors)) {
    if (!entry || entry.status === 'disconnected') continue
    const list = connections[namespace] ?? []
    const connection = list.find((candidate) => candidate.connectorId === entry.connectorId) ?? list[0]
    const address = connection?.accounts?.[0]?.address
    if (!address) continue
    const caipNetworkId = connection?.caipNetwork?.caipNetworkId
    accounts[namespace] = {
      connectorId: entry.connectorId,
      address,
      ...(caipNetworkId ? { caipNetworkId } : {}),
    } as InitialAccount
  }
  const activeNamespace = parse(storage.getItem(`${STORAGE_PREFIX}activeNamespace`))
  return {
    ...(typeof activeNamespace === 'string' ? { activeNamespace } : {}),
    accounts,
  } as PorticoInitialState
}

function writeSessionCookie(document: { cookie: string }, session: PorticoInitialState): void {
  const empty = Object.keys(session.accounts).length === 0
  const value = empty ? '' : encodeURIComponent(JSON.stringify(session))
  document.cookie = `${SESSION_COOKIE}=${value}; path=/; max-age=${empty ? 0 : MAX_AGE_SECONDS}; samesite=lax`
}

/**
 * A storage for server-rendered hosts (Next.js and the like): everything stays where the client keeps it
 * by default (localStorage), and a small `portico.session` cookie carries the connected accounts so the
 * server can render them (`cookieToInitialState`). On the server it is the default storage and writes no
 * cookie.
 */
export function cookieStorage(base: StorageLike = defaultStorage()): StorageLike {
  const document = (globalThis as { document?: { cookie: string } }).document
  const sync = (key: string) => {
    if (document && SESSION_KEYS.has(key)) writeSessionCookie(document, sessionOf(base))
  }
  return {
    getItem: (key) => base.getItem(key),
    setItem: (key, value) => {
      base.setItem(key, value)
      sync(key)
    },
    removeItem: (key) => {
      base.removeItem(key)
      sync(key)
    },
  }
}
