/** The local stack's OpenID provider (ARCHITECTURE.md's port table). */
export const DEFAULT_OIDC_PORT = 4300
/** The provider has no passwords: it listens on loopback only. */
export const DEFAULT_OIDC_HOST = '127.0.0.1'
/** What a person types to log in: letters, digits, dot, hyphen and underscore, at most 64, any case. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/
/** Every local user's email is on this reserved `.test` domain, so no mail can ever leave the machine. */
export const LOCAL_EMAIL_DOMAIN = 'oidc.portico.test'
/** The scopes the clients may ask for; `email` and `profile` give the cloud the user's email and name. */
export const OIDC_SCOPES = ['openid', 'email', 'profile'] as const
/** A login form body is a username and little else: anything larger is refused unread. */
export const MAX_FORM_BYTES = 4096
/** The authorization code lives long enough for the cloud's callback to redeem it (oidc-provider's default). */
export const AUTHORIZATION_CODE_TTL_S = 60
/** Everything else the provider keeps (the login step, its session, grants, tokens) lives 10 minutes. */
export const SIGN_IN_TTL_S = 600
