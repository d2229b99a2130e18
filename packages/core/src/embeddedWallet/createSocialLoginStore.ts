import type { createStore } from 'zustand/vanilla'
import type { SocialProvider } from '../constants'

/** Which SPEC §8 message `error` is, for the view to say in the visitor's language; undefined for any other. */
export type SocialLoginReason = 'popupClosed' | 'start' | 'failed'

/** The Connect view's social buttons (SPEC §2): which popup is open, and why the last one failed. */
export type SocialLoginState = {
  /** 'connecting' while the popup is open and the frame logs the user in. */
  status: 'idle' | 'connecting'
  /** The provider of the open popup, or of the last failure. */
  provider: SocialProvider | undefined
  /** SPEC §8's message ('Popup closed', 'Failed to initiate social connection', ...), cleared by the next try. */
  error: string | undefined
  reason: SocialLoginReason | undefined
  set: (patch: Partial<Omit<SocialLoginState, 'set'>>) => void
}

export const SOCIAL_LOGIN_START = {
  status: 'idle',
  provider: undefined,
  error: undefined,
  reason: undefined,
} as const satisfies Omit<SocialLoginState, 'set'>

/** `makeStore` is zustand's createStore, passed in by the client (its lazy code bundles no second copy). */
export function createSocialLoginStore(makeStore: typeof createStore) {
  return makeStore<SocialLoginState>()((set) => ({ ...SOCIAL_LOGIN_START, set: (patch) => set(patch) }))
}

export type SocialLoginStore = ReturnType<typeof createSocialLoginStore>
