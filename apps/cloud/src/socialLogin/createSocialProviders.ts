import type { SocialProvider } from '@portico/core'
import * as client from 'openid-client'
import { mintAppleClientSecret } from './appleClientSecret'
import {
  APPLE_DEFAULT_SCOPE,
  APPLE_QUERY_SCOPE,
  DEFAULT_SOCIAL_SCOPE,
  SOCIAL_PROVIDER_TIMEOUT_S,
} from './socialLoginConstants'
import type {
  SocialLoginSettings,
  SocialProviderSettings,
  SocialResponseMode,
  UserClaimPaths,
} from './socialLoginSettings'

export type UserSource =
  | { protocol: 'openid' }
  | { protocol: 'oauth2'; userinfoEndpoint: URL; claims: UserClaimPaths }

/** The cloud as an OpenID Connect client of each configured social provider. */
export type SocialProviders = {
  isConfigured: (provider: SocialProvider) => boolean
  /** The provider's client configuration, discovered on first use and kept; a failed discovery is tried again. */
  configuration: (provider: SocialProvider) => Promise<client.Configuration>
  scope: (provider: SocialProvider) => string
  /** Whether the provider answers by redirect (`query`) or by a form it POSTs to the callback (`form_post`). */
  responseMode: (provider: SocialProvider) => SocialResponseMode
  /** How the provider says who signed in: an ID token (openid), or its user API read through these paths (oauth2). */
  userSource: (provider: SocialProvider) => UserSource
  /** The redirect URI every provider sends people back to. */
  redirectUri: () => string
}

/**
 * The secret goes in the token request body (client_secret_post), which every one of the six accepts;
 * Apple's is an ES256 JWT minted afresh for each request from the team's key.
 */
function clientAuthentication(settings: SocialProviderSettings, now: () => number): client.ClientAuth {
  const { appleKey } = settings
  if (!appleKey) return client.ClientSecretPost(settings.clientSecret)
  return (server, metadata, body, headers) =>
    client.ClientSecretPost(mintAppleClientSecret(appleKey, settings.clientId, now()))(
      server,
      metadata,
      body,
      headers,
    )
}

async function configure(settings: SocialProviderSettings, now: () => number): Promise<client.Configuration> {
  // Settings allow http only on loopback (socialLoginSettings): the local stack's provider.
  const insecure = new URL(settings.issuer).protocol === 'http:'
  const authentication = clientAuthentication(settings, now)
  if (
    settings.protocol === 'oauth2' ||
    (settings.authorizationEndpoint && settings.tokenEndpoint && settings.jwksUri)
  ) {
    const configuration = new client.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
        ...(settings.jwksUri ? { jwks_uri: settings.jwksUri } : {}),
        ...(settings.userinfoEndpoint ? { userinfo_endpoint: settings.userinfoEndpoint } : {}),
      },
      settings.clientId,
      undefined,
      authentication,
    )
    configuration.timeout = SOCIAL_PROVIDER_TIMEOUT_S
    if (insecure) client.allowInsecureRequests(configuration)
    return configuration
  }
  return client.discovery(new URL(settings.issuer), settings.clientId, undefined, authentication, {
    timeout: SOCIAL_PROVIDER_TIMEOUT_S,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  })
}

/** Each provider's client, made lazily so a provider that is down does not stop the cloud from starting. */
export function createSocialProviders(
  settings: SocialLoginSettings,
  defaultRedirectUri: () => string,
  now: () => number = Date.now,
): SocialProviders {
  const configurations = new Map<SocialProvider, Promise<client.Configuration>>()
  const settingsOf = (provider: SocialProvider): SocialProviderSettings => {
    const found = settings.providers[provider]
    if (!found) throw new Error(`social provider ${provider} is not configured`)
    return found
  }
  // Apple answers by form POST whenever name or email is asked, so that is its default.
  const responseModeOf = (provider: SocialProvider): SocialResponseMode =>
    settingsOf(provider).responseMode ?? (provider === 'apple' ? 'form_post' : 'query')
  return {
    isConfigured: (provider) => settings.providers[provider] !== undefined,
    configuration: (provider) => {
      let configuration = configurations.get(provider)
      if (!configuration) {
        configuration = configure(settingsOf(provider), now)
        configurations.set(provider, configuration)
        configuration.catch(() => configurations.delete(provider))
      }
      return configuration
    },
    scope: (provider) => {
      const { scope } = settingsOf(provider)
      if (scope) return scope
      if (provider !== 'apple') return DEFAULT_SOCIAL_SCOPE
      return responseModeOf(provider) === 'form_post' ? APPLE_DEFAULT_SCOPE : APPLE_QUERY_SCOPE
    },
    responseMode: responseModeOf,
    userSource: (provider) => {
      const { protocol, userinfoEndpoint, userClaims } = settingsOf(provider)
      // Settings are checked: an oauth2 provider always has both.
      return protocol === 'oauth2' && userinfoEndpoint && userClaims
        ? { protocol, userinfoEndpoint: new URL(userinfoEndpoint), claims: userClaims }
        : { protocol: 'openid' }
    },
    redirectUri: () => settings.redirectUri ?? defaultRedirectUri(),
  }
}
