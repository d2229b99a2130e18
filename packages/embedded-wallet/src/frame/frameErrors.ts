import { INVALID_EMAIL_CODE, NO_EMAIL_CODE_REQUESTED, SOCIAL_PROVIDERS } from '@portico/core'

// The secure frame's error texts: each says what happened and what to do.

/** An error the frame answers with as is: its message is for a person. */
export class FrameError extends Error {
  override name = 'FrameError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

export const NOT_CONNECTED_MESSAGE =
  'The embedded wallet is not connected: log in with email or a social account first'
// Core's own words: the host ends its wait for a code on the first and translates the second.
export const NO_CODE_REQUESTED_MESSAGE = NO_EMAIL_CODE_REQUESTED
export const INVALID_OTP_MESSAGE = INVALID_EMAIL_CODE
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address'
export const INVALID_CHAIN_MESSAGE = 'The network must be a positive EVM chain id with an http(s) RPC URL'
/** aa-design.md: smart account asked on a network the deployment did not enable (or an unknown type). */
export const SMART_ACCOUNT_NOT_ENABLED_MESSAGE = 'Smart accounts are not enabled on this network'
export const ACCOUNT_TYPE_MESSAGE = "The account type is 'eoa' or 'smartAccount'"
/** aa-design.md: the bundler could not be reached before the user operation went out. */
export const BUNDLER_UNREACHABLE_MESSAGE = 'The bundler did not answer: nothing was sent'
export const WRONG_ACCOUNT_MESSAGE = 'The embedded wallet does not hold this account'
export const CLOUD_UNREACHABLE_MESSAGE = 'The wallet service could not be reached: check your connection'
/** The cloud's shares did not rebuild the accounts this device made (a changed or foreign share). */
export const SHARES_MISMATCH_MESSAGE = "The wallet service's share does not match this device's wallet"

/** SPEC §7 app events this frame does not offer yet: answered with an error naming the event, never silence. */
export const unsupportedEventMessage = (event: string) => `This secure frame does not support ${event}`
export const unknownEventMessage = (event: string) => `Unknown embedded wallet event: ${event.slice(0, 64)}`
export const unsupportedMethodMessage = (method: string) =>
  `The embedded wallet does not support ${method.slice(0, 64)}`

export const NO_SOCIAL_LOGIN_STARTED_MESSAGE =
  'No social sign-in was started in this wallet, or it expired: choose the provider again'
/** A redirect sign-in comes back to the embedding page's own origin only. */
export const INVALID_RETURN_URL_MESSAGE =
  "The social sign-in's return page must be a page of the site that embeds the wallet"
export const INVALID_RESULT_CODE_MESSAGE = "The social sign-in's result code is malformed: sign in again"
/** SPEC §5: a social provider is one of the six. */
export const unknownSocialProviderMessage = (value: string) =>
  `Unknown social provider "${value.slice(0, 32)}": use one of ${SOCIAL_PROVIDERS.join(', ')}`

/** Connect farcaster asked before get farcaster uri, or after that sign-in ended. */
export const NO_FARCASTER_LOGIN_STARTED_MESSAGE =
  'No Farcaster sign-in was started in this wallet, or it ended: show the QR again'
/** A newer link or a sign-out replaced the sign-in this wait was for. */
export const FARCASTER_LOGIN_REPLACED_MESSAGE = 'This Farcaster sign-in was replaced by a newer one'
/** The session's key is gone from this frame's storage (cleared, or a browser that keeps none): log in again. */
export const SESSION_KEY_LOST_MESSAGE = 'This device no longer holds the key of your session: log in again'

/** The person's browser or device offered no passkey, or the person closed its prompt. */
export const PASSKEY_NOT_USED_MESSAGE =
  'No passkey was used: try again, or use the device or phone that holds your passkey'
/** This browser has no WebAuthn, so it cannot hold or use a passkey. */
export const PASSKEY_UNSUPPORTED_MESSAGE =
  'This browser cannot use passkeys: open your wallet in another browser'
