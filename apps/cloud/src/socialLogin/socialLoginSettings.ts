import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/core'
import { unknownSocialProviderMessage } from './socialLoginErrors'

/** One social provider as the operator registered the cloud with it. */
export type SocialProviderSettings = {
  /** The provider's issuer; its metadata is read from `{issuer}/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Must hold `openid` (the ID token carries the nonce); default `openid email profile`. */
  scope?: string
  /** A provider without a discovery document: these three (and userinfo, optional) replace discovery. */
  authorizationEndpoint?: string
  tokenEndpoint?: string
  jwksUri?: string
  userinfoEndpoint?: string
}

/** Issue 18: the providers a deployment signs in with, each of SPEC §5's six at most once. */
export type SocialLoginSettings = {
  /**
   * The redirect URI registered with every provider: this cloud's public URL and
   * /v1/embedded/social/callback. Default: the URL the cloud listens on.
   */
  redirectUri?: string
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>
}

/** Settings that cannot work: the message names the setting and what is wrong. */
export class SocialLoginSettingsError extends Error {
  override name = 'SocialLoginSettingsError'
  constructor(message: string) {
    super(`social login settings: ${message}`)
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const PROVIDER_KEYS = new Set([
  'issuer',
  'clientId',
  'clientSecret',
  'scope',
  'authorizationEndpoint',
  'tokenEndpoint',
  'jwksUri',
  'userinfoEndpoint',
])
const ENDPOINTS = ['authorizationEndpoint', 'tokenEndpoint', 'jwksUri'] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** https, or http on this machine only (the local stack's provider): codes and secrets never cross a network in clear. */
function checkUrl(where: string, value: unknown): string {
  if (typeof value !== 'string') throw new SocialLoginSettingsError(`${where} must be a URL`)
  const url = URL.parse(value)
  if (!url) throw new SocialLoginSettingsError(`${where} must be a URL, got "${value}"`)
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname === '::1' ? '[::1]' : url.hostname))
    return value
  if (url.protocol !== 'https:')
    throw new SocialLoginSettingsError(
      `${where} must be https (http only on 127.0.0.1 or localhost), got "${value}"`,
    )
  return value
}

function checkText(where: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new SocialLoginSettingsError(`${where} must be a non-empty string`)
  return value
}

function checkProvider(provider: SocialProvider, value: unknown): SocialProviderSettings {
  const where = `providers.${provider}`
  if (!isRecord(value)) throw new SocialLoginSettingsError(`${where} must be an object`)
  for (const key of Object.keys(value))
    if (!PROVIDER_KEYS.has(key))
      throw new SocialLoginSettingsError(
        `${where}.${key} is not a setting (${[...PROVIDER_KEYS].join(', ')})`,
      )
  const settings: SocialProviderSettings = {
    issuer: checkUrl(`${where}.issuer`, value.issuer),
    clientId: checkText(`${where}.clientId`, value.clientId),
    clientSecret: checkText(`${where}.clientSecret`, value.clientSecret),
  }
  if (value.scope !== undefined) {
    const scope = checkText(`${where}.scope`, value.scope)
    if (!scope.split(' ').includes('openid'))
      throw new SocialLoginSettingsError(`${where}.scope must include openid: the ID token carries the nonce`)
    settings.scope = scope
  }
  const given = ENDPOINTS.filter((key) => value[key] !== undefined)
  if (given.length > 0 && given.length < ENDPOINTS.length)
    throw new SocialLoginSettingsError(
      `${where}: give ${ENDPOINTS.join(', ')} together, or none to discover them`,
    )
  for (const key of [
    ...given,
    ...(value.userinfoEndpoint === undefined ? [] : (['userinfoEndpoint'] as const)),
  ])
    settings[key] = checkUrl(`${where}.${key}`, value[key])
  return settings
}

/** The settings checked whole, or a SocialLoginSettingsError naming the first thing wrong. */
export function checkSocialLoginSettings(value: unknown): SocialLoginSettings {
  if (!isRecord(value) || !isRecord(value.providers))
    throw new SocialLoginSettingsError(
      'expected { "providers": { "google": { "issuer", "clientId", "clientSecret" }, … } }',
    )
  for (const key of Object.keys(value))
    if (key !== 'providers' && key !== 'redirectUri')
      throw new SocialLoginSettingsError(`"${key}" is not a setting (providers, redirectUri)`)
  const providers: SocialLoginSettings['providers'] = {}
  for (const [name, provider] of Object.entries(value.providers)) {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name))
      throw new SocialLoginSettingsError(unknownSocialProviderMessage(name))
    providers[name as SocialProvider] = checkProvider(name as SocialProvider, provider)
  }
  return {
    providers,
    ...(value.redirectUri === undefined ? {} : { redirectUri: checkUrl('redirectUri', value.redirectUri) }),
  }
}
