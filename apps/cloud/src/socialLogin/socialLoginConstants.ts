/** A social sign-in must come back, and the frame redeem its result, within this of its start. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000
/** Where every provider sends the person back: each provider's registered redirect URI ends with it. */
export const SOCIAL_CALLBACK_PATH = '/v1/embedded/social/callback'
/** What the cloud asks a provider for: an ID token (openid, which carries the nonce), email and name. */
export const DEFAULT_SOCIAL_SCOPE = 'openid email profile'
/** Apple answering by form POST (its default here): the name comes in the first login's `user` field, the email in the ID token. */
export const APPLE_DEFAULT_SCOPE = 'openid name email'
/** Apple answering by redirect: Apple refuses a name or email scope unless it may answer by form POST. */
export const APPLE_QUERY_SCOPE = 'openid'
/** The form-POST callback's body: code, state and Apple's `user` field fit many times over. */
export const SOCIAL_FORM_POST_MAX_BYTES = 16_384
/** Apple's `user` field, as JSON text: a name and an email, far below this. */
export const FIRST_LOGIN_USER_FIELD_MAX_LENGTH = 4096
/** The first-login name kept for display (first and last, joined), in characters. */
export const FIRST_LOGIN_NAME_MAX_LENGTH = 100
/** A provider's discovery, token or userinfo endpoint that has not answered after this is given up on. */
export const SOCIAL_PROVIDER_TIMEOUT_S = 10
/** The `type` of the message the callback page posts to the page that opened the popup. */
export const SOCIAL_RESULT_MESSAGE_TYPE = 'portico:social-login'
/** The frame's binding secret: base64url of 32 random bytes or more (PKCE's verifier alphabet and lengths). */
export const BINDING_VERIFIER_PATTERN = '^[A-Za-z0-9_-]{43,128}$'
/** SHA-256 of the binding verifier, base64url without padding. */
export const BINDING_CHALLENGE_PATTERN = '^[A-Za-z0-9_-]{43}$'
/** The one-time result code the callback hands out: 32 random bytes, base64url. */
export const RESULT_CODE_PATTERN = '^[A-Za-z0-9_-]{43}$'
/** SPEC §2: the query parameter that carries the one-time result code back to a page that redirected (Telegram). */
export const RESULT_URI_PARAM = 'result_uri'
/** A return page's URL, as long as any browser address bar keeps. */
export const RETURN_URL_MAX_LENGTH = 2048
