import * as client from 'openid-client'

/** Who signed in at the provider: its subject, and the email and name it gives. */
export type ProviderUser = { subject: string; email: string | undefined; name: string | undefined }

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * The user of a verified token answer: `sub` from the ID token; email and name from it too, else from
 * the userinfo endpoint (OpenID Connect puts scope-requested claims there when an access token is issued).
 */
export async function readProviderUser(
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<ProviderUser | undefined> {
  const claims = tokens.claims()
  const subject = text(claims?.sub)
  if (!subject) return undefined
  let email = text(claims?.email)
  let name = text(claims?.name) ?? text(claims?.preferred_username)
  if ((!email || !name) && configuration.serverMetadata().userinfo_endpoint) {
    // fetchUserInfo checks the answer's sub is the ID token's.
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, subject)
    email ??= text(userInfo.email)
    name ??= text(userInfo.name) ?? text(userInfo.preferred_username)
  }
  return { subject, email, name }
}
