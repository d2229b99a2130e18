// Error bodies of the passkey routes and of the recovery share's passkey check: one line each, saying what to do.

/** The `failure` field of the refusals a frame acts on (show "add a passkey", or ask for one). */
export type PasskeyFailure = 'noPasskey' | 'passkeyRequired'

export const NO_PASSKEY_MESSAGE =
  'this wallet has no passkey yet: add a passkey in Account on a device where your wallet is open'
export const RECOVERY_NO_PASSKEY_MESSAGE =
  'opening this wallet on a new device needs a passkey, and it has none: add a passkey in Account on a device where your wallet is open'
export const RECOVERY_PASSKEY_REQUIRED_MESSAGE =
  'opening this wallet on a new device needs a passkey check: confirm with your passkey, then ask again'
export const ADD_PASSKEY_NEEDS_CHECK_MESSAGE =
  'adding another passkey needs a check with a passkey this wallet already has: confirm with it first'
export const ADD_PASSKEY_NOT_HERE_MESSAGE =
  "a passkey is added on a device where this wallet is open: add it in Account there; this device's login alone cannot"
export const TOO_MANY_PASSKEYS_MESSAGE = 'this wallet has as many passkeys as it may keep: remove one first'
export const PASSKEY_CHALLENGE_INVALID_MESSAGE =
  'passkey challenge unknown, expired or already used: ask for new options and try again'
export const PASSKEY_CLIENT_DATA_MESSAGE =
  'invalid passkey response: its clientDataJSON is not base64url JSON'
export const PASSKEY_ALREADY_REGISTERED_MESSAGE = 'this passkey is already registered'
export const PASSKEY_NOT_THIS_USERS_MESSAGE =
  "this passkey is not one of this wallet's: use a passkey added to this wallet"
export const RELYING_PARTY_NOT_SET_MESSAGE =
  'passkeys need the secure frame origin: start the cloud with --frame-origin'

/** The library's reason a registration did not verify (wrong origin, RP ID, challenge, signature…). */
export const registrationFailedMessage = (reason: string) => `passkey registration refused: ${reason}`
/** The library's reason an assertion did not verify. */
export const assertionFailedMessage = (reason: string) => `passkey check refused: ${reason}`
