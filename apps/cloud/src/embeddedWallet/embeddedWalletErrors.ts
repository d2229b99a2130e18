// Error bodies of the embedded-wallet share and session routes (issue 18): one line each, saying what to do.
export const MISSING_EMBEDDED_TOKEN_MESSAGE =
  'missing embedded-wallet session: send Authorization: Bearer <token>'
/** One answer for unknown, expired, signed-out, forged and other-project tokens: nothing to probe. */
export const INVALID_EMBEDDED_TOKEN_MESSAGE = 'embedded-wallet session expired or unknown: log in again'
export const SHARES_EXIST_MESSAGE = 'this user already has a wallet: its shares cannot be replaced'
export const NO_WALLET_MESSAGE = 'this user has no wallet yet'
export const RECOVERY_NEEDS_FRESH_LOGIN_MESSAGE =
  'recovering the wallet on a new device needs a fresh login: ask for a new email code'
export const SHARES_IDENTICAL_MESSAGE = 'the auth and recovery shares must differ'
export const WALLET_KEY_CHANGED_MESSAGE =
  "this wallet's shares were sealed under another wallet key: restore the cloud's --wallet-key"
export const SHARE_DAMAGED_MESSAGE =
  "this wallet's sealed share does not open: it was altered in the database"
