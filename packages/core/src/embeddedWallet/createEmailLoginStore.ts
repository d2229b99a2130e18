import type { createStore } from 'zustand/vanilla'

/** SPEC §2's EmailLogin view: the email step, then the code step. */
export type EmailLoginStep = 'email' | 'otp'

export type EmailLoginState = {
  step: EmailLoginStep
  /** The address the code was (or is being) sent to. */
  email: string | undefined
  /** 'sending' a code, 'verifying' one, or 'idle'. */
  status: 'idle' | 'sending' | 'verifying'
  /** The message to show under the field (SPEC §5, §8), cleared by the next attempt. */
  error: string | undefined
  /** When a new code may be asked for (epoch ms; SPEC §5's 30 s, or the server's own answer). */
  resendAvailableAtMs: number | undefined
  set: (patch: Partial<Omit<EmailLoginState, 'set'>>) => void
}

export const EMAIL_LOGIN_START = {
  step: 'email',
  email: undefined,
  status: 'idle',
  error: undefined,
  resendAvailableAtMs: undefined,
} as const satisfies Omit<EmailLoginState, 'set'>

/** `makeStore` is zustand's createStore, passed in by the client (its lazy code bundles no second copy). */
export function createEmailLoginStore(makeStore: typeof createStore) {
  return makeStore<EmailLoginState>()((set) => ({
    ...EMAIL_LOGIN_START,
    set: (patch) => set(patch),
  }))
}

export type EmailLoginStore = ReturnType<typeof createEmailLoginStore>

/** Whole seconds until a new code may be asked for (the 'Please try again after {n} seconds' n), 0 when now. */
export function resendSecondsLeft(
  state: Pick<EmailLoginState, 'resendAvailableAtMs'>,
  nowMs: number,
): number {
  const left = (state.resendAvailableAtMs ?? 0) - nowMs
  return left > 0 ? Math.ceil(left / 1000) : 0
}
