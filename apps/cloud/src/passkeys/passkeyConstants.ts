/** A WebAuthn challenge (registration or authentication) works once, this soon after the options that carry it. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000
/** What the browser shows as the site the passkey is for, when the project has no name of its own to show. */
export const PASSKEY_RP_NAME = 'Portico'
/** A credential id as authenticators make them (at most 1023 bytes, W3C WebAuthn §5.1), in base64url. */
export const PASSKEY_CREDENTIAL_ID_MAX_LENGTH = 1366
/** clientDataJSON, authenticatorData, attestationObject or a signature in base64url: generous, yet bounded. */
export const PASSKEY_FIELD_MAX_LENGTH = 16_384
/** The user keeps a handful of passkeys: one per device or security key, not an unbounded list. */
export const PASSKEYS_PER_USER_MAX = 20
