// The local stack's social login: every provider of SPEC §5 points at the stack's OpenID provider
// (apps/oidc-provider), whose client ids are the provider ids; GitHub and X as plain OAuth 2.0, as they
// are. The cloud reads this with --social-providers.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** SPEC §5's social providers, as @portico/core lists them (the stack test signs in with each). */
export const LOCAL_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

/**
 * GitHub and X are plain OAuth 2.0 providers: the local provider serves their user APIs' shapes
 * (apps/oidc-provider's PLAIN_OAUTH_USER_PATHS), and the cloud reads them as it would the real ones.
 */
const PLAIN_OAUTH = {
  github: { path: '/github/user', userClaims: { subject: 'id', email: 'email', name: 'login' } },
  x: { path: '/x/2/users/me', userClaims: { subject: 'data.id', name: 'data.username' } },
}

/** Writes the cloud's social provider settings into `stateDir` (owner-only: it holds the client secret). */
export function writeLocalSocialProviders(stateDir, { issuer, clientSecret }) {
  const file = join(stateDir, 'social-providers.json')
  const settingsOf = (provider) => {
    const openid = { issuer, clientId: provider, clientSecret }
    const plain = PLAIN_OAUTH[provider]
    if (!plain) return openid
    return {
      ...openid,
      protocol: 'oauth2',
      scope: 'email profile',
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      userinfoEndpoint: `${issuer}${plain.path}`,
      userClaims: plain.userClaims,
    }
  }
  const providers = Object.fromEntries(
    LOCAL_SOCIAL_PROVIDERS.map((provider) => [provider, settingsOf(provider)]),
  )
  writeFileSync(file, `${JSON.stringify({ providers }, null, 2)}\n`, { mode: 0o600 })
  return file
}
