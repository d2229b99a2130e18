/** A login keeps the embedded wallet connected this long (reload → connected, no new code). */
export const EMBEDDED_SESSION_MS = 7 * 24 * 60 * 60_000
/** The recovery share is handed out only this soon after the login that made the session (a new device). */
export const RECOVERY_LOGIN_WINDOW_MS = 10 * 60_000
/** A share as the frame sends it, base64url: the key layer's are 27 bytes; room for a later format. */
export const SHARE_MAX_BASE64URL_LENGTH = 128
export const EMBEDDED_TOKEN_BYTES = 32
/** The operator's wallet key secret, at least (32 characters: base64 of 24 random bytes, or hex of 16). */
export const WALLET_KEY_MIN_LENGTH = 32
/** A frame's proof (DPoP-style) is accepted this far from the cloud's clock, either way, and used once. */
export const FRAME_PROOF_WINDOW_MS = 60_000
/** A proof's jti, as the frame makes it (a UUID); longer ones are refused so the replay table stays small. */
export const FRAME_PROOF_ID_MAX_LENGTH = 64
