import { LOCAL_EMAIL_DOMAIN, USERNAME_PATTERN } from './constants'

/** The claims the provider gives a local user (OpenID Connect standard claims). */
export type LocalClaims = {
  sub: string
  email: string
  email_verified: boolean
  name: string
  preferred_username: string
}

/** The account id of what a person typed (trimmed, lower case), or undefined when it is not a username. */
export function parseUsername(input: string): string | undefined {
  const username = input.trim().toLowerCase()
  return USERNAME_PATTERN.test(username) ? username : undefined
}

/** A username is the whole account: the same name is the same `sub` on every login, a new name a new user. */
export function localClaims(username: string): LocalClaims {
  return {
    sub: username,
    email: `${username}@${LOCAL_EMAIL_DOMAIN}`,
    email_verified: true,
    name: username,
    preferred_username: username,
  }
}
