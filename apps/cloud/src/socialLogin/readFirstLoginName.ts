import { FIRST_LOGIN_NAME_MAX_LENGTH } from './socialLoginConstants'

/** Apple's `user` field is not the JSON Apple sends: the message says what was expected. */
export class FirstLoginUserError extends Error {
  override name = 'FirstLoginUserError'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One part of the name as text for display: control and format characters gone, spaces collapsed. */
function cleanPart(where: string, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw new FirstLoginUserError(`${where} must be text`)
  return value.replace(/\p{C}/gu, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * The name in Apple's first-login `user` form field (`{"name":{"firstName","lastName"},"email"}`), first and
 * last joined, trimmed, at most FIRST_LOGIN_NAME_MAX_LENGTH characters; undefined when it names no one.
 * It arrives in the browser's form, not in a signed token, so it is only ever shown, never trusted: the
 * user is the ID token's `sub`, the email the ID token's.
 */
export function readFirstLoginName(field: string): string | undefined {
  let user: unknown
  try {
    user = JSON.parse(field)
  } catch {
    throw new FirstLoginUserError('user is not JSON')
  }
  if (!isRecord(user)) throw new FirstLoginUserError('user must be an object')
  if (user.name === undefined) return undefined
  if (!isRecord(user.name)) throw new FirstLoginUserError('user.name must be an object')
  const name = [
    cleanPart('user.name.firstName', user.name.firstName),
    cleanPart('user.name.lastName', user.name.lastName),
  ]
    .filter((part) => part !== '')
    .join(' ')
  // By code points, so a name is never cut inside a character.
  const shown = Array.from(name).slice(0, FIRST_LOGIN_NAME_MAX_LENGTH).join('').trim()
  return shown === '' ? undefined : shown
}
