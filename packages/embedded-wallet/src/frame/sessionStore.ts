import { SOCIAL_LOGINS, type SocialLogin } from '@portico/core'

/** How the user logged in: SPEC §3's authProvider (email, one of the social providers, or farcaster). */
export type AuthProvider = 'email' | SocialLogin

/**
 * The frame's login: kept in the secure origin's localStorage only, never posted to the host page.
 * A social user may have no email; the provider's name for them is `userName`.
 */
export type FrameSession = {
  token: string
  expiresAt: string
  userId: string
  email: string | null
  userName: string | null
  authProvider: AuthProvider
  /** The account type the host chose for this login (aa-design.md); absent until it chooses: eoa. */
  preferredAccountType?: PreferredAccountType
}

/** SPEC §4's account types of the embedded wallet's EVM account. */
export type PreferredAccountType = 'eoa' | 'smartAccount'

const sessionKey = (projectId: string) => `portico-embedded-session:${projectId}`

const isAuthProvider = (value: unknown): value is AuthProvider =>
  value === 'email' || (SOCIAL_LOGINS as readonly unknown[]).includes(value)
const isTextOrNull = (value: unknown) => typeof value === 'string' || value === null

/** A stored session, or undefined; one saved before social login (email only, no provider) reads as an email login. */
function readSession(value: unknown): FrameSession | undefined {
  const session = value as Partial<FrameSession> | null
  if (
    typeof session?.token !== 'string' ||
    typeof session.expiresAt !== 'string' ||
    typeof session.userId !== 'string' ||
    !isTextOrNull(session.email)
  )
    return undefined
  const authProvider = session.authProvider ?? 'email'
  const userName = session.userName ?? null
  if (!isAuthProvider(authProvider) || !isTextOrNull(userName)) return undefined
  const preferred = session.preferredAccountType
  return {
    ...(preferred === 'eoa' || preferred === 'smartAccount' ? { preferredAccountType: preferred } : {}),
    token: session.token,
    expiresAt: session.expiresAt,
    userId: session.userId,
    email: session.email ?? null,
    userName,
    authProvider,
  }
}

/** One project's session in `storage` (the frame origin's localStorage); an expired or unreadable one is dropped. */
export function createSessionStore(storage: Storage, projectId: string, now: () => number = Date.now) {
  const key = sessionKey(projectId)
  return {
    load(): FrameSession | undefined {
      let parsed: unknown
      try {
        parsed = JSON.parse(storage.getItem(key) ?? 'null')
      } catch {
        parsed = null
      }
      const session = readSession(parsed)
      if (!session || Date.parse(session.expiresAt) <= now()) {
        storage.removeItem(key)
        return undefined
      }
      return session
    },
    save(session: FrameSession): void {
      storage.setItem(key, JSON.stringify(session))
    },
    clear(): void {
      storage.removeItem(key)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
