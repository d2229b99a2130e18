import * as client from 'openid-client'
import type { ProviderUser } from './readProviderUser'
import type { UserClaimPaths } from './socialLoginSettings'

/** The user API's answer is not JSON, or not what the settings' paths point into. */
export class ProviderUserApiError extends Error {
  override name = 'ProviderUserApiError'
}

function at(json: unknown, path: string): unknown {
  let value = json
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** GitHub's ids are integers, X's decimal strings: either is the subject, as text. */
const subjectOf = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? String(value) : text(value)

/**
 * A plain OAuth 2.0 provider's user (GitHub, X): its user API called with the access token, the subject,
 * email and name read where the settings say; undefined when the answer names no subject.
 */
export async function readOAuth2User(
  configuration: client.Configuration,
  accessToken: string,
  source: { userinfoEndpoint: URL; claims: UserClaimPaths },
): Promise<ProviderUser | undefined> {
  const response = await client.fetchProtectedResource(
    configuration,
    accessToken,
    source.userinfoEndpoint,
    'GET',
  )
  if (!response.ok)
    throw new ProviderUserApiError(`its user API answered ${response.status} ${response.statusText}`.trim())
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new ProviderUserApiError('its user API did not answer JSON')
  }
  const subject = subjectOf(at(json, source.claims.subject))
  if (!subject) return undefined
  const { email, name } = source.claims
  return {
    subject,
    email: email ? text(at(json, email)) : undefined,
    name: name ? text(at(json, name)) : undefined,
  }
}
