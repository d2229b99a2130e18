import type { PorticoContext } from '../client/context'
import {
  INVALID_EMAIL,
  INVALID_EMAIL_CODE,
  NO_EMAIL_UPDATE_REQUESTED,
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
  SAME_EMAIL,
} from '../errors/messages'
import type { EmbeddedWalletUser } from '../types/embeddedWallet'
import { isValidEmail } from '../validation/isValidEmail'
import { UPDATE_EMAIL_START, type UpdateEmailReason, type UpdateEmailStore } from './createUpdateEmailStore'
import { isEmailCode } from './isEmailCode'
import { alertOf, readableError } from './readableError'
import type { EmbeddedWalletBridge } from './types'

export type UpdateEmailDependencies = {
  context: PorticoContext
  store: UpdateEmailStore
  bridge: () => Promise<EmbeddedWalletBridge>
  /** The logged-in user of the AUTH connection, undefined when the embedded wallet is not connected. */
  currentUser: () => EmbeddedWalletUser | undefined
  /** Reads the user from the frame again and puts it on every namespace the AUTH connector holds. */
  refreshUser: () => Promise<void>
}

// Core's refusals, named so the view translates them without core's texts in a host's first chunk.
const REASONS: Partial<Record<string, UpdateEmailReason>> = {
  [INVALID_EMAIL]: 'invalidEmail',
  [INVALID_EMAIL_CODE]: 'invalidCode',
  [SAME_EMAIL]: 'sameEmail',
  [NOT_CONNECTED_TO_EMAIL_OR_SOCIAL]: 'notConnected',
}

function fail({ context, store }: UpdateEmailDependencies, error: unknown): false {
  const alert = alertOf(error)
  if (alert) context.stores.alerts.getState().showAlert(alert)
  const message = readableError(error)
  store.getState().set({ status: 'idle', error: message, reason: REASONS[message] })
  return false
}

/**
 * SPEC §5 email update, first step: the new address, validated before anything is sent; the frame has the
 * cloud mail a code to the current address (VERIFY_PRIMARY_OTP). True when it was sent.
 */
export async function updateEmail(dependencies: UpdateEmailDependencies, newEmail: string): Promise<boolean> {
  const { store } = dependencies
  const user = dependencies.currentUser()
  // SPEC §8: only a wallet logged in by email or social has an email to change.
  if (!user) return fail(dependencies, new Error(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL))
  const address = newEmail.trim()
  if (!isValidEmail(address)) return fail(dependencies, new Error(INVALID_EMAIL))
  if (address.toLowerCase() === user.email?.toLowerCase()) return fail(dependencies, new Error(SAME_EMAIL))
  store.getState().set({ newEmail: address, status: 'sending', error: undefined, reason: undefined })
  try {
    await (await dependencies.bridge()).updateEmail({ email: address })
  } catch (error) {
    return fail(dependencies, error)
  }
  store.getState().set({ step: 'primaryOtp', status: 'idle' })
  return true
}

/** The code the current address received; the cloud then mails one to the new address (VERIFY_SECONDARY_OTP). */
export async function verifyPrimaryEmailCode(dependencies: UpdateEmailDependencies, otp: string) {
  return verify(dependencies, otp, 'primaryOtp', async (bridge, code) => {
    await bridge.updateEmailPrimaryOtp({ otp: code })
    dependencies.store.getState().set({ step: 'secondaryOtp' })
  })
}

/** The code the new address received: the email changes and the account's user shows it (SPEC §3). */
export async function verifySecondaryEmailCode(dependencies: UpdateEmailDependencies, otp: string) {
  return verify(dependencies, otp, 'secondaryOtp', async (bridge, code) => {
    const { email } = await bridge.updateEmailSecondaryOtp({ otp: code })
    // SPEC §3: local storage's email is the one a reload logs in with.
    if (dependencies.context.storage.get('email')) dependencies.context.storage.set('email', email)
    await dependencies.refreshUser()
    dependencies.store.getState().set({ step: 'done' })
  })
}

async function verify(
  dependencies: UpdateEmailDependencies,
  otp: string,
  step: 'primaryOtp' | 'secondaryOtp',
  send: (bridge: EmbeddedWalletBridge, code: string) => Promise<void>,
): Promise<boolean> {
  const { store } = dependencies
  const code = otp.trim()
  if (store.getState().step !== step) return fail(dependencies, new Error(NO_EMAIL_UPDATE_REQUESTED))
  if (!isEmailCode(code)) return fail(dependencies, new Error(INVALID_EMAIL_CODE))
  store.getState().set({ status: 'verifying', error: undefined, reason: undefined })
  try {
    await send(await dependencies.bridge(), code)
  } catch (error) {
    return fail(dependencies, error)
  }
  store.getState().set({ status: 'idle' })
  return true
}

/** Back to the first step, e.g. when the view opens again. */
export function resetUpdateEmail({ store }: Pick<UpdateEmailDependencies, 'store'>): void {
  store.getState().set(UPDATE_EMAIL_START)
}
