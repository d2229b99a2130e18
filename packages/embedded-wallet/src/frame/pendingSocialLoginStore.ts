/** A social sign-in between its start and its result: the secret that redeems it, and when it lapses. */
export type PendingSocialLogin = { bindingVerifier: string; expiresAt: number }

/** One attempt at a time per tab: a newer sign-in replaces the older one's secret. */
const PENDING_KEY = 'portico-social-login-pending'
const BINDING_VERIFIER = /^[A-Za-z0-9_-]{43,128}$/

/** The frame origin's sessionStorage, or none when the browser denies a cross-site frame its storage. */
export function frameSessionStorage(): Storage | undefined {
  try {
    const storage = globalThis.sessionStorage
    storage?.getItem('')
    return storage
  } catch {
    return undefined
  }
}

function readPending(text: string | null): PendingSocialLogin | undefined {
  try {
    const { bindingVerifier, expiresAt } = (JSON.parse(text ?? 'null') ?? {}) as Record<string, unknown>
    if (typeof bindingVerifier !== 'string' || !BINDING_VERIFIER.test(bindingVerifier)) return undefined
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined
    return { bindingVerifier, expiresAt }
  } catch {
    return undefined
  }
}

/**
 * A redirect sign-in (a Telegram mini app) reloads the page, and the frame with it, before its
 * result comes back; its secret waits in the frame origin's sessionStorage, for this tab and this attempt
 * only (never localStorage, which would outlive the tab), until redeemed or signed out.
 */
export function createPendingSocialLoginStore(storage: Storage | undefined = frameSessionStorage()) {
  return {
    load: (): PendingSocialLogin | undefined => readPending(storage?.getItem(PENDING_KEY) ?? null),
    save(pending: PendingSocialLogin): void {
      storage?.setItem(PENDING_KEY, JSON.stringify(pending))
    },
    clear(): void {
      storage?.removeItem(PENDING_KEY)
    },
  }
}

export type PendingSocialLoginStore = ReturnType<typeof createPendingSocialLoginStore>
