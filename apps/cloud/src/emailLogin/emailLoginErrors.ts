import { EMAIL_CODE_MAX_ATTEMPTS } from './emailLoginConstants'

/** SPEC §5: a code asked for within the cooldown; n rounded up. */
export const cooldownMessage = (seconds: number) => `Please try again after ${seconds} seconds`
export const INVALID_EMAIL_MESSAGE = 'invalid parameter: email (not a valid email address)'
export const EMAIL_LOGIN_OFF_MESSAGE = 'email login is off for this project'
export const EMAIL_NOT_CONFIGURED_MESSAGE = 'email login is not configured on this cloud (no SMTP server)'
export const EMAIL_HOURLY_LIMIT_MESSAGE = 'Too many codes were sent to this email: try again in an hour'
export const MAIL_NOT_SENT_MESSAGE = 'The code could not be sent: try again'
/** One answer for a challenge never issued, of another project or email, or already used: nothing to probe. */
export const CODE_NOT_VALID_MESSAGE = 'This code is no longer valid: ask for a new one'
export const CODE_REPLACED_MESSAGE = 'A newer code was sent to this email: use the latest one'
export const EMAIL_LOCKED_MESSAGE =
  'Too many wrong codes for this email today: sign-in is locked until the day ends (UTC)'
export const CODE_EXPIRED_MESSAGE = 'The code has expired: ask for a new one'
export const CODE_BURNT_MESSAGE = `${EMAIL_CODE_MAX_ATTEMPTS} wrong codes: ask for a new one`
export const wrongCodeMessage = (triesLeft: number) =>
  `Wrong code: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`
