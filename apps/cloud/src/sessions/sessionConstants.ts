/** A server nonce is good for one sign-in message for this long. */
export const SESSION_NONCE_TTL_MS = 10 * 60_000
/** A session whose message sets no expiration lasts this long (createSiwx's default). */
export const SESSION_DEFAULT_TTL_S = 7 * 24 * 60 * 60
/** No session outlives this, whatever its message says: a leaked token is of use for a bounded time. */
export const SESSION_MAX_TTL_S = 30 * 24 * 60 * 60
