// Error bodies of the sessions routes: one line each, saying what to do differently.
export const INVALID_SIGN_IN_MESSAGE_PREFIX = 'invalid sign-in message'
export const UNKNOWN_NONCE_MESSAGE = 'sign-in nonce unknown, expired or already used: ask for a new one'
export const SIGN_IN_OTHER_SITE_MESSAGE = 'sign-in message is for another site'
export const INVALID_SIGNATURE_MESSAGE = 'sign-in signature does not verify'
export const MISSING_TOKEN_MESSAGE = 'missing session token: send Authorization: Bearer <token>'
export const INVALID_TOKEN_MESSAGE = 'invalid, expired or revoked session token'
export const TOKEN_ACCOUNT_MISMATCH_MESSAGE = 'session token is for another account'
