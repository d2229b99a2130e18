/** The admin API lives under its own prefix, apart from every SDK route of SPEC §7. */
export const ADMIN_API_PREFIX = '/admin/v1'
/** The HttpOnly cookie that carries an admin's session token. */
export const ADMIN_SESSION_COOKIE = 'portico_admin_session'
/** Every state-changing admin request sends its session's CSRF token in this header. */
export const ADMIN_CSRF_HEADER = 'x-portico-csrf'
/** An admin session ends this long after sign-in, whatever it did meanwhile. */
export const ADMIN_SESSION_MS = 12 * 60 * 60_000
/** The environment variable whose secret lets the first admin be created over HTTP. */
export const ADMIN_BOOTSTRAP_ENV = 'PORTICO_CLOUD_ADMIN_BOOTSTRAP'
/** The bootstrap secret is tried over HTTP: 32 random bytes put it past guessing. */
export const ADMIN_BOOTSTRAP_MIN_BYTES = 32
/** Random bytes of a session token, a CSRF token and a project id. */
export const ADMIN_TOKEN_BYTES = 32
export const PROJECT_ID_BYTES = 16

/** scrypt cost (OWASP's password storage minimum: N=2^17, r=8, p=1, 128 MiB per hash). */
export const SCRYPT_COST = 2 ** 17
export const SCRYPT_BLOCK_SIZE = 8
export const SCRYPT_PARALLELISM = 1
export const SCRYPT_KEY_BYTES = 32
export const SCRYPT_SALT_BYTES = 16
/** Node refuses scrypt above 32 MiB unless told; 128·N·r bytes are needed, with room to spare. */
export const SCRYPT_MAX_MEMORY_BYTES = 256 * 1024 * 1024

export const ADMIN_PASSWORD_MIN_LENGTH = 12
export const ADMIN_PASSWORD_MAX_LENGTH = 1024
export const ADMIN_USERNAME_PATTERN = '^[a-z0-9][a-z0-9._@-]{2,63}$'
export const PROJECT_NAME_MAX_LENGTH = 100
/** Featured or excluded wallets of one project, at most. */
export const PROJECT_WALLET_IDS_MAX = 100

/** Audit log entries a page, by default and at most. */
export const AUDIT_LOG_PAGE_SIZE = 100
export const AUDIT_LOG_MAX_PAGE_SIZE = 500

/** Who the audit log names for a change made with the CLI, and for the first admin made with the bootstrap secret. */
export const CLI_ACTOR = 'cli'
export const BOOTSTRAP_ACTOR = 'bootstrap'
export const adminActor = (username: string): string => `admin:${username}`

/** Error events a page of the dashboard's list, by default and at most. */
export const ERROR_EVENTS_PAGE_SIZE = 20
export const ERROR_EVENTS_MAX_PAGE_SIZE = 100
/** A stored error message is listed up to this many characters (pages send what they like). */
export const ERROR_EVENT_MESSAGE_MAX_CHARS = 500
