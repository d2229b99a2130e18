// Error bodies of the admin API: one line each, saying what to do differently.
export const ADMIN_SESSION_REQUIRED_MESSAGE = 'admin session required: sign in at POST /admin/v1/login'
export const CROSS_SITE_REQUEST_MESSAGE =
  'cross-site request refused: send the x-portico-csrf header from the same origin'
export const WRONG_CREDENTIALS_MESSAGE = 'wrong username or password'
export const BOOTSTRAP_CLOSED_MESSAGE =
  'bootstrap closed: an admin exists, or PORTICO_CLOUD_ADMIN_BOOTSTRAP is not set'
export const WRONG_BOOTSTRAP_SECRET_MESSAGE = 'wrong bootstrap secret'
export const PROJECT_NOT_FOUND_MESSAGE = 'project not found'
export const USERNAME_TAKEN_MESSAGE = 'an admin with this username exists'
export const INVALID_USERNAME_MESSAGE =
  'invalid username: 3 to 64 characters of a-z, 0-9, dot, underscore, @ or hyphen, starting with a letter or digit'
export const PASSWORD_LENGTH_MESSAGE = 'password too short: at least 12 characters'
export const PROJECT_NAME_MESSAGE = 'invalid project name: 1 to 100 characters'
export const ORIGIN_NOT_LISTED_MESSAGE = 'origin not in the project’s allowed origins'

/** An allowed origin SPEC §6's check could not read as meant: the message says why. */
export function invalidOriginMessage(value: string, reason: string): string {
  return `invalid origin "${value}": ${reason}`
}

/** Wallet ids that are not in the catalogue. */
export function unknownWalletsMessage(ids: readonly string[]): string {
  return `unknown wallet ids: ${ids.join(', ')}`
}

/** Wallet ids a project would both feature and exclude: the catalogue could not show both. */
export function featuredAndExcludedMessage(ids: readonly string[]): string {
  return `a wallet cannot be both featured and excluded: ${ids.join(', ')}`
}

/** A feature value that is not one SPEC §1/§9 knows. */
export function invalidFeatureMessage(feature: string, reason: string): string {
  return `invalid feature ${feature}: ${reason}`
}
