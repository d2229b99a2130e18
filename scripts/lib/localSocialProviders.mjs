// The local stack's social login: every provider of SPEC §5 points at the stack's OpenID provider
// (apps/oidc-provider), whose client ids are the provider ids; the cloud reads this with --social-providers.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** SPEC §5's social providers, as @portico/core lists them (the stack test signs in with each). */
export const LOCAL_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

/** Writes the cloud's social provider settings into `stateDir` (owner-only: it holds the client secret). */
export function writeLocalSocialProviders(stateDir, { issuer, clientSecret }) {
  const file = join(stateDir, 'social-providers.json')
  const providers = Object.fromEntries(
    LOCAL_SOCIAL_PROVIDERS.map((provider) => [provider, { issuer, clientId: provider, clientSecret }]),
  )
  writeFileSync(file, `${JSON.stringify({ providers }, null, 2)}\n`, { mode: 0o600 })
  return file
}
