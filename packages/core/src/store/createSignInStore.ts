import { createStore } from 'zustand/vanilla'
import type { SiwxMessage } from '../types/siwx'

/**
 * SPEC §4 wallet authentication, as the sign-message view shows it: waiting for the wallet's signature,
 * then 'Authenticating...' while the session is checked and kept, or the failure to show.
 */
export type SignInStatus = 'idle' | 'signing' | 'authenticating' | 'failed'

export type SignInState = {
  status: SignInStatus
  /** The text the wallet is asked to sign, once made, so the view can show it on demand. */
  message: SiwxMessage | undefined
  error: string | undefined
  set: (patch: Partial<Omit<SignInState, 'set'>>) => void
}

export function createSignInStore() {
  return createStore<SignInState>()((set) => ({
    status: 'idle',
    message: undefined,
    error: undefined,
    set: (patch) => set(patch),
  }))
}

export type SignInStore = ReturnType<typeof createSignInStore>
