import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/core'

/** How the login page names each social provider it stands in for. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** OAuth 2.0 client metadata, as oidc-provider registers a static client. */
export type LocalClientMetadata = {
  client_id: SocialProvider
  client_secret: string
  client_name: string
  redirect_uris: string[]
  grant_types: ['authorization_code']
  response_types: ['code']
  token_endpoint_auth_method: 'client_secret_post'
}

/**
 * One confidential client per SPEC §5 social provider, client id = the provider's id: the cloud keeps a
 * client id and secret per provider as it would for the real ones, and the login page says which provider
 * a person is signing in to. The secret goes in the token request body (client_secret_post), as the
 * cloud sends it.
 */
export function socialClients({
  redirectUris,
  clientSecret,
}: {
  redirectUris: readonly string[]
  clientSecret: string
}): LocalClientMetadata[] {
  return SOCIAL_PROVIDERS.map((provider) => ({
    client_id: provider,
    client_secret: clientSecret,
    client_name: SOCIAL_PROVIDER_NAMES[provider],
    redirect_uris: [...redirectUris],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  }))
}
