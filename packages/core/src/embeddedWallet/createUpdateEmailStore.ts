import type { createStore } from 'zustand/vanilla'

/**
 * SPEC §2's UpdateEmailWallet: the new address, the code sent to the current one (VERIFY_PRIMARY_OTP), the
 * code sent to the new one (VERIFY_SECONDARY_OTP, SPEC §5), then done.
 */
export type UpdateEmailStep = 'email' | 'primaryOtp' | 'secondaryOtp' | 'done'

/**
 * Which of core's own refusals `error` is, for the view to say in the visitor's language (the server's
 * reasons come as they are); undefined for any other.
 */
export type UpdateEmailReason = 'invalidEmail' | 'invalidCode' | 'sameEmail' | 'notConnected'

export type UpdateEmailState = {
  step: UpdateEmailStep
  /** The address being changed to. */
  newEmail: string | undefined
  /** 'sending' the new address, 'verifying' a code, or 'idle'. */
  status: 'idle' | 'sending' | 'verifying'
  /** The message to show under the field (SPEC §5, §8), cleared by the next attempt. */
  error: string | undefined
  reason: UpdateEmailReason | undefined
  set: (patch: Partial<Omit<UpdateEmailState, 'set'>>) => void
}

export const UPDATE_EMAIL_START = {
  step: 'email',
  newEmail: undefined,
  status: 'idle',
  error: undefined,
  reason: undefined,
} as const satisfies Omit<UpdateEmailState, 'set'>

/** `makeStore` is zustand's createStore, passed in by the client (its lazy code bundles no second copy). */
export function createUpdateEmailStore(makeStore: typeof createStore) {
  return makeStore<UpdateEmailState>()((set) => ({ ...UPDATE_EMAIL_START, set: (patch) => set(patch) }))
}

export type UpdateEmailStore = ReturnType<typeof createUpdateEmailStore>
