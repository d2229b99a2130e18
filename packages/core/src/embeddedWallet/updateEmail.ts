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
import { awaitCodeInFrame } from './awaitCodeInFrame'
import { UPDATE_EMAIL_START, type UpdateEmailReason, type UpdateEmailStore } from './createUpdateEmailStore'
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
  // The frame's answer to a typed code that is not six digits.
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

/** Waits for the code the current address received, typed in the frame; the cloud then mails the new address. */
export async function awaitPrimaryEmailCode(dependencies: UpdateEmailDependencies) {
  return awaitStepCode(dependencies, 'primaryOtp', async (bridge) => {
    await bridge.updateEmailPrimaryOtp()
    dependencies.store.getState().set({ step: 'secondaryOtp' })
  })
}

/** Waits for the new address's code, typed in the frame: the email changes and the account shows it (SPEC §3). */
export async function awaitSecondaryEmailCode(dependencies: UpdateEmailDependencies) {
  return awaitStepCode(dependencies, 'secondaryOtp', async (bridge) => {
    const { email } = await bridge.updateEmailSecondaryOtp()
    // SPEC §3: local storage's email is the one a reload logs in with.
    if (dependencies.context.storage.get('email')) dependencies.context.storage.set('email', email)
    await dependencies.refreshUser()
    dependencies.store.getState().set({ step: 'done' })
  })
}

/** One code step of the change: true once its code was accepted, false when the wait ended without it. */
async function awaitStepCode(
  dependencies: UpdateEmailDependencies,
  step: 'primaryOtp' | 'secondaryOtp',
  accept: (bridge: EmbeddedWalletBridge) => Promise<void>,
): Promise<boolean> {
  const { store } = dependencies
  if (store.getState().step !== step) return fail(dependencies, new Error(NO_EMAIL_UPDATE_REQUESTED))
  const accepted = await awaitCodeInFrame({
    ask: async () => accept(await dependencies.bridge()),
    onRefused: (error) => fail(dependencies, error),
    stillWanted: () => store.getState().step === step,
  })
  if (!accepted) return false
  store.getState().set({ status: 'idle', error: undefined, reason: undefined })
  return true
}

/** Back to the first step, e.g. when the view opens again. */
export function resetUpdateEmail({ store }: Pick<UpdateEmailDependencies, 'store'>): void {
  store.getState().set(UPDATE_EMAIL_START)
}
