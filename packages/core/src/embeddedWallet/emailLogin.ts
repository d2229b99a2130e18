import type { PorticoContext } from '../client/context'
import { EMAIL_COOLDOWN_MS } from '../constants'
import {
  EMAIL_LOGIN_NOT_ENABLED,
  INVALID_EMAIL,
  INVALID_EMAIL_CODE,
  NO_EMAIL_CODE_REQUESTED,
  parseEmailCooldownSeconds,
} from '../errors/messages'
import { getEmailCooldownMessage } from '../validation/getEmailCooldownMessage'
import { isValidEmail } from '../validation/isValidEmail'
import { EMAIL_LOGIN_START, type EmailLoginStore } from './createEmailLoginStore'
import { isEmailCode } from './isEmailCode'
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
 * The code from the mail: the frame verifies it with the cloud and opens the wallet, then the AUTH
 * connector connects in every namespace it serves. True once connected; the store says why not.
 */
export async function verifyEmailCode(dependencies: EmailLoginDependencies, otp: string): Promise<boolean> {
  const { store } = dependencies
  const code = otp.trim()
  if (store.getState().step !== 'otp') return fail(dependencies, new Error(NO_EMAIL_CODE_REQUESTED))
  if (!isEmailCode(code)) return fail(dependencies, new Error(INVALID_EMAIL_CODE))
  store.getState().set({ status: 'verifying', error: undefined })
  try {
    const user = await (await dependencies.bridge()).connectOtp({ otp: code })
    await dependencies.finishLogin(user)
  } catch (error) {
    return fail(dependencies, error)
  }
  store.getState().set(EMAIL_LOGIN_START)
  return true
}
