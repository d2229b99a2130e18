// Error bodies of the email update routes (SPEC §5 VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP).

export const EMAIL_UPDATE_NO_EMAIL_MESSAGE =
  'This wallet signs in with a social account: it has no email to change'
export const EMAIL_UPDATE_SAME_MESSAGE = 'The new email is the one this wallet already uses'
/** One answer for a change never started, of another user, or finished: nothing to probe. */
export const EMAIL_UPDATE_UNKNOWN_MESSAGE = 'This email change is unknown or already done: start it again'
export const EMAIL_UPDATE_PRIMARY_DONE_MESSAGE =
  'The code sent to your current email is already confirmed: enter the code sent to the new one'
export const EMAIL_UPDATE_PRIMARY_FIRST_MESSAGE = 'Confirm the code sent to your current email first'
export const EMAIL_UPDATE_TAKEN_MESSAGE = 'This email already signs in to another wallet of this project'
export const EMAIL_UPDATE_STALE_MESSAGE = "This wallet's email changed meanwhile: start the change again"
