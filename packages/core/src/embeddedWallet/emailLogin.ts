import type { PorticoContext } from '../client/context'
import { EMAIL_COOLDOWN_MS } from '../constants'
import {
  EMAIL_LOGIN_NOT_ENABLED,
  INVALID_EMAIL,
  NO_EMAIL_CODE_REQUESTED,
  parseEmailCooldownSeconds,
} from '../errors/messages'
import { getEmailCooldownMessage } from '../validation/getEmailCooldownMessage'
import { isValidEmail } from '../validation/isValidEmail'
import { awaitCodeInFrame } from './awaitCodeInFrame'
import { EMAIL_LOGIN_START, type EmailLoginStore } from './createEmailLoginStore'
import { alertOf, readableError } from './readableError'
import type { EmbeddedWalletBridge, EmbeddedWalletBridgeUser } from './types'

export type EmailLoginDependencies = {
  context: PorticoContext
  store: EmailLoginStore
  bridge: () => Promise<EmbeddedWalletBridge>
  /** Connects the AUTH connector in every namespace it serves, with the user the frame answered. */
  finishLogin: (user: EmbeddedWalletBridgeUser) => Promise<void>
}

function fail({ context, store }: EmailLoginDependencies, error: unknown): false {
  const message = readableError(error)
  const alert = alertOf(error)
  if (alert) context.stores.alerts.getState().showAlert(alert)
  // SPEC §5: the server's cooldown refusal says when a new code may be asked for.
  const seconds = parseEmailCooldownSeconds(message)
  store.getState().set({
    status: 'idle',
    error: message,
    ...(seconds === undefined ? {} : { resendAvailableAtMs: context.now() + seconds * 1000 }),
  })
  return false
}

/**
 * SPEC §5: checks the address and the 30 s throttle before anything is sent, then has the secure frame
 * ask the cloud for a code (the cloud keeps its own cooldown and rate limit). True when a code was sent.
 */
export async function requestEmailCode(
  dependencies: EmailLoginDependencies,
  email: string,
): Promise<boolean> {
  const { context, store } = dependencies
  const address = email.trim()
  if (!isValidEmail(address)) return fail(dependencies, new Error(INVALID_EMAIL))
  // SPEC §5: email counts as enabled only when the project's configuration says so.
  if (!context.stores.features.getState().features.email)
    return fail(dependencies, new Error(EMAIL_LOGIN_NOT_ENABLED))
  const lastSent = context.storage.get('lastEmailLoginTime')
  const throttled = getEmailCooldownMessage(lastSent, context.now())
  if (throttled) return fail(dependencies, new Error(throttled))
  store.getState().set({ email: address, status: 'sending', error: undefined })
  try {
    await (await dependencies.bridge()).connectEmail({ email: address })
  } catch (error) {
    return fail(dependencies, error)
  }
  const sentAt = context.now()
  context.storage.set('lastEmailLoginTime', sentAt)
  context.storage.set('email', address)
  store.getState().set({ step: 'otp', status: 'idle', resendAvailableAtMs: sentAt + EMAIL_COOLDOWN_MS })
  return true
}

/** The code step's resend: a new code to the same address, under the same throttle. */
export async function resendEmailCode(dependencies: EmailLoginDependencies): Promise<boolean> {
  const { email } = dependencies.store.getState()
  if (!email) return fail(dependencies, new Error(NO_EMAIL_CODE_REQUESTED))
  return requestEmailCode(dependencies, email)
}

/**
 * The code step (SPEC §2): the person types the mailed code in the secure frame's own field, which the view
 * shows over its content, and the frame has the cloud check it; this page never holds the digits. Each
 * refusal is shown and the frame asks again (it keeps the digits to correct), until the login succeeds
 * (true, once the AUTH connector connected), the person leaves the step, or a newer wait takes over (false).
 */
export async function awaitEmailCode(dependencies: EmailLoginDependencies): Promise<boolean> {
  const { store } = dependencies
  if (store.getState().step !== 'otp') return fail(dependencies, new Error(NO_EMAIL_CODE_REQUESTED))
  const accepted = await awaitCodeInFrame({
    ask: async () => (await dependencies.bridge()).connectOtp(),
    onRefused: (error) => fail(dependencies, error),
    stillWanted: () => store.getState().step === 'otp',
  })
  if (!accepted) return false
  store.getState().set({ status: 'verifying', error: undefined })
  try {
    await dependencies.finishLogin(accepted.answer)
  } catch (error) {
    return fail(dependencies, error)
  }
  store.getState().set(EMAIL_LOGIN_START)
  return true
}
