// Error bodies of the embedded-wallet share and session routes: one line each, saying what to do.
export const MISSING_EMBEDDED_TOKEN_MESSAGE =
  'missing embedded-wallet session: send Authorization: DPoP <token> with its DPoP proof'
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

// The frame's proofs (DPoP-style, RFC 9449): a session token is worth nothing without the frame's key.
export const MISSING_FRAME_PROOF_MESSAGE =
  "missing DPoP proof: this call needs one signed by the secure frame's session key"
export const MALFORMED_FRAME_PROOF_MESSAGE =
  'invalid DPoP proof: expected a compact JWS, typ dpop+jwt, alg ES256, with its P-256 public jwk'
export const FRAME_PROOF_CLAIMS_MESSAGE = 'invalid DPoP proof: it needs htm, htu, iat and jti claims'
export const FRAME_PROOF_TARGET_MESSAGE = 'invalid DPoP proof: it was made for another method or URL'
export const FRAME_PROOF_STALE_MESSAGE =
  "invalid DPoP proof: its iat is more than 60 s from the cloud's clock (check the device's time)"
export const FRAME_PROOF_REPLAYED_MESSAGE = 'invalid DPoP proof: this proof was already used'
export const FRAME_PROOF_TOKEN_MESSAGE = 'invalid DPoP proof: its ath is not the hash of this session token'
export const FRAME_PROOF_WRONG_KEY_MESSAGE =
  'invalid DPoP proof: it is signed by another key than the one this session is bound to'
