import { SOCIAL_PROVIDERS } from '@portico/core'

// Error messages of the social sign-in routes (SPEC §5, §6): one line each, saying what to do.

/** SPEC §5: a social provider must be one of the six. */
export const unknownSocialProviderMessage = (value: string) =>
  `unknown social provider "${value}": use one of ${SOCIAL_PROVIDERS.join(', ')}`
export const socialProviderNotConfiguredMessage = (provider: string) =>
  `social login with ${provider} is not configured on this cloud`
export const socialProviderOffMessage = (provider: string) =>
  `social login with ${provider} is off for this project`
export const INVALID_PAGE_ORIGIN_MESSAGE = 'invalid parameter: pageOrigin (an origin: scheme://host[:port])'
export const SOCIAL_PROVIDER_UNREACHABLE_MESSAGE =
  'the social sign-in provider could not be reached: try again'

// The callback page's messages, which the person reads in the popup.
export const SOCIAL_STATE_UNKNOWN_MESSAGE =
  'This sign-in is unknown (its state was altered or never issued): start it again from the wallet'
export const SOCIAL_STATE_USED_MESSAGE =
  'This sign-in has already come back once and cannot be used again: start it again from the wallet'
export const SOCIAL_LOGIN_EXPIRED_MESSAGE = 'This sign-in has expired: start it again from the wallet'
export const socialLoginRefusedMessage = (error: string, description?: string) =>
  `The provider refused the sign-in (${error}${description ? `: ${description}` : ''})`
export const socialCodeRefusedMessage = (error: string, description?: string) =>
  `The provider refused this sign-in's code (${error}${description ? `: ${description}` : ''}): start it again`
export const SOCIAL_NONCE_MISMATCH_MESSAGE =
  "The provider's ID token is not for this sign-in (its nonce does not match): start it again"
export const socialAnswerInvalidMessage = (detail: string) =>
  `The provider's answer did not verify (${detail}): start the sign-in again`
export const SOCIAL_CODE_MISSING_MESSAGE =
  'The provider sent no authorization code back (no code and no error): start the sign-in again'
/** The answer came back the other way than this provider's settings say it answers (a redirect or a form POST). */
export const socialResponseModeMismatchMessage = (expected: 'query' | 'form_post') =>
  `This sign-in's answer must come back ${expected === 'form_post' ? 'as a form POST' : 'by redirect'}: start it again`
/** Apple's first-login `user` field is not the JSON Apple sends. */
export const socialUserFieldInvalidMessage = (detail: string) =>
  `The provider's user field is not valid (${detail}): start the sign-in again`
export const SOCIAL_NO_SUBJECT_MESSAGE = "The provider's ID token names no user (sub)"
export const SOCIAL_USER_API_NO_SUBJECT_MESSAGE =
  "The provider's user API names no user where its settings' userClaims.subject points"

// Redeeming the result in the frame.
/** One answer for a code never issued, of another project, already redeemed or expired: nothing to probe. */
export const SOCIAL_RESULT_NOT_VALID_MESSAGE =
  'This social sign-in result is unknown, expired or already used: sign in again'
export const SOCIAL_BINDING_MISMATCH_MESSAGE =
  'This social sign-in was started by another window: sign in again from this one'

// A sign-in by full-page redirect (a Telegram mini app, where no popup opens).
export const INVALID_RETURN_URL_MESSAGE =
  'invalid parameter: returnUrl (an http(s) page of pageOrigin, with no user name, password or result_uri)'
/** The return page's origin left the project's allowed origins between the start and the callback. */
export const SOCIAL_RETURN_PAGE_NOT_ALLOWED_MESSAGE =
  "This sign-in's return page is no longer among the project's allowed origins: the result was not sent"
