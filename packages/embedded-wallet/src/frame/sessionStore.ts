/** The frame's login: kept in the secure origin's localStorage only, never posted to the host page. */
export type FrameSession = { token: string; expiresAt: string; userId: string; email: string }

const sessionKey = (projectId: string) => `portico-embedded-session:${projectId}`

function isSession(value: unknown): value is FrameSession {
  const session = value as Partial<FrameSession> | null
  return (
    typeof session?.token === 'string' &&
    typeof session.expiresAt === 'string' &&
    typeof session.userId === 'string' &&
    typeof session.email === 'string'
  )
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
      if (!isSession(parsed) || Date.parse(parsed.expiresAt) <= now()) {
        storage.removeItem(key)
        return undefined
      }
      return parsed
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
