import { KeyObject } from 'node:crypto'
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/core'
import { type AppleSigningKey, readApplePrivateKey } from './appleClientSecret'
import { unknownSocialProviderMessage } from './socialLoginErrors'

/**
 * Where a plain OAuth 2.0 provider's user API puts the user: dotted paths into its JSON (GitHub: `id`,
 * `email`, `name`; X: `data.id`, `data.name`). The subject may be a string or an integer.
 */
export type UserClaimPaths = { subject: string; email?: string; name?: string }

/** How a provider's authorization answer reaches the callback (OAuth 2.0 response modes). */
export type SocialResponseMode = 'query' | 'form_post'

/** One social provider as the operator registered the cloud with it. */
export type SocialProviderSettings = {
  /**
   * `openid` (the default): an OpenID Connect provider, the user from its ID token (Google, Apple,
   * Facebook, Discord). `oauth2`: a plain OAuth 2.0 one with no ID token, the user read from
   * `userinfoEndpoint` through `userClaims` (GitHub, X).
   */
  protocol?: 'openid' | 'oauth2'
  /** The provider's issuer; for openid, its metadata is read from `{issuer}/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  /** The secret the provider issued; Apple instead takes `appleKey`, from which a secret is minted per request. */
  clientSecret?: string
  /** apple only: from `teamId`, `keyId` and `privateKeyFile` (or `privateKey`, the PEM inline), read at start. */
  appleKey?: AppleSigningKey
  /**
   * openid: must hold `openid` (the ID token carries the nonce); default `openid email profile`, Apple's
   * `openid name email` (by form POST) or `openid` (by redirect). oauth2: required.
   */
  scope?: string
  /**
   * How the provider sends the person back: `query` (a redirect to the callback), or `form_post` (a form
   * it POSTs there, as Apple does whenever name or email is asked). Default: `form_post` for apple, else `query`.
   */
  responseMode?: SocialResponseMode
  /** A provider without a discovery document: these three (and userinfo, optional) replace discovery. */
  authorizationEndpoint?: string
  tokenEndpoint?: string
  jwksUri?: string
  userinfoEndpoint?: string
  /** oauth2 only, and required there. */
  userClaims?: UserClaimPaths
}

/** The providers a deployment signs in with, each of SPEC §5's six at most once. */
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
  'protocol',
  'issuer',
  'clientId',
  'clientSecret',
  'scope',
  'responseMode',
  'authorizationEndpoint',
  'tokenEndpoint',
  'jwksUri',
  'userinfoEndpoint',
  'userClaims',
  'teamId',
  'keyId',
  'privateKey',
  'privateKeyFile',
  'appleKey',
])
const APPLE_KEY_SETTINGS = ['teamId', 'keyId', 'privateKey', 'privateKeyFile'] as const
const ENDPOINTS = ['authorizationEndpoint', 'tokenEndpoint', 'jwksUri'] as const
const OAUTH2_ENDPOINTS = ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const
const CLAIM_KEYS = ['subject', 'email', 'name'] as const
/** A dotted path of JSON property names: `id`, `data.id`. */
const CLAIM_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

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
  if (value.protocol !== undefined && value.protocol !== 'openid' && value.protocol !== 'oauth2')
    throw new SocialLoginSettingsError(`${where}.protocol must be "openid" or "oauth2"`)
  if (
    value.responseMode !== undefined &&
    value.responseMode !== 'query' &&
    value.responseMode !== 'form_post'
  )
    throw new SocialLoginSettingsError(`${where}.responseMode must be "query" or "form_post"`)
  const base: SocialProviderSettings = {
    issuer: checkUrl(`${where}.issuer`, value.issuer),
    clientId: checkText(`${where}.clientId`, value.clientId),
    ...checkClientCredential(provider, where, value),
    ...(value.responseMode === undefined ? {} : { responseMode: value.responseMode }),
  }
  return value.protocol === 'oauth2' ? checkOAuth2(where, value, base) : checkOpenId(where, value, base)
}

/**
 * How the cloud proves itself at the token endpoint: a `clientSecret`, or for Apple the team's key
 * (`teamId`, `keyId`, `privateKeyFile` or `privateKey`), from which each token request gets a fresh secret.
 */
function checkClientCredential(
  provider: SocialProvider,
  where: string,
  value: Record<string, unknown>,
): Pick<SocialProviderSettings, 'clientSecret' | 'appleKey'> {
  // Settings already checked (the CLI reads the file, then startCloud checks again) keep their loaded key.
  if (value.appleKey !== undefined) return { appleKey: checkLoadedAppleKey(provider, where, value) }
  const keyGiven = APPLE_KEY_SETTINGS.filter((key) => value[key] !== undefined)
  if (keyGiven.length === 0) return { clientSecret: checkText(`${where}.clientSecret`, value.clientSecret) }
  if (provider !== 'apple')
    throw new SocialLoginSettingsError(
      `${where}.${keyGiven[0]}: only apple signs its client secret with a key`,
    )
  if (value.clientSecret !== undefined)
    throw new SocialLoginSettingsError(
      `${where}: give clientSecret or the key (teamId, keyId, privateKeyFile), not both`,
    )
  if ((value.privateKey === undefined) === (value.privateKeyFile === undefined))
    throw new SocialLoginSettingsError(
      `${where}: give one of privateKeyFile or privateKey (the .p8 key's PEM)`,
    )
  const teamId = checkText(`${where}.teamId`, value.teamId)
  const keyId = checkText(`${where}.keyId`, value.keyId)
  const pem = value.privateKey === undefined ? undefined : checkText(`${where}.privateKey`, value.privateKey)
  const file =
    value.privateKeyFile === undefined
      ? undefined
      : checkText(`${where}.privateKeyFile`, value.privateKeyFile)
  return { appleKey: { teamId, keyId, privateKey: readApplePrivateKey(where, pem, file) } }
}

/** A key loaded by an earlier check: a JSON file cannot give a KeyObject, so this never comes from one. */
function checkLoadedAppleKey(
  provider: SocialProvider,
  where: string,
  value: Record<string, unknown>,
): AppleSigningKey {
  const key = value.appleKey
  if (
    provider !== 'apple' ||
    value.clientSecret !== undefined ||
    APPLE_KEY_SETTINGS.some((name) => value[name] !== undefined) ||
    !isRecord(key) ||
    !(key.privateKey instanceof KeyObject)
  )
    throw new SocialLoginSettingsError(
      `${where}.appleKey is made from teamId, keyId and privateKeyFile, not given`,
    )
  return {
    teamId: checkText(`${where}.teamId`, key.teamId),
    keyId: checkText(`${where}.keyId`, key.keyId),
    privateKey: key.privateKey,
  }
}

/** A plain OAuth 2.0 provider: its three endpoints, a scope and where its user API puts the user. */
function checkOAuth2(
  where: string,
  value: Record<string, unknown>,
  base: SocialProviderSettings,
): SocialProviderSettings {
  if (value.jwksUri !== undefined)
    throw new SocialLoginSettingsError(`${where}.jwksUri: an oauth2 provider issues no ID token to check`)
  const settings: SocialProviderSettings = { ...base, protocol: 'oauth2' }
  for (const key of OAUTH2_ENDPOINTS) {
    if (value[key] === undefined)
      throw new SocialLoginSettingsError(`${where}: an oauth2 provider needs ${OAUTH2_ENDPOINTS.join(', ')}`)
    settings[key] = checkUrl(`${where}.${key}`, value[key])
  }
  settings.scope = checkText(`${where}.scope`, value.scope)
  settings.userClaims = checkUserClaims(`${where}.userClaims`, value.userClaims)
  return settings
}

function checkUserClaims(where: string, value: unknown): UserClaimPaths {
  if (!isRecord(value))
    throw new SocialLoginSettingsError(
      `${where} must be an object such as { "subject": "id", "email": "email" }`,
    )
  for (const key of Object.keys(value))
    if (!(CLAIM_KEYS as readonly string[]).includes(key))
      throw new SocialLoginSettingsError(`${where}.${key} is not a claim (${CLAIM_KEYS.join(', ')})`)
  const path = (key: (typeof CLAIM_KEYS)[number]) => {
    const given = value[key]
    if (typeof given !== 'string' || !CLAIM_PATH.test(given))
      throw new SocialLoginSettingsError(`${where}.${key} must be a dotted path such as "id" or "data.id"`)
    return given
  }
  return {
    subject: path('subject'),
    ...(value.email === undefined ? {} : { email: path('email') }),
    ...(value.name === undefined ? {} : { name: path('name') }),
  }
}

/** An OpenID Connect provider: discovered at its issuer, or its endpoints given. */
function checkOpenId(
  where: string,
  value: Record<string, unknown>,
  base: SocialProviderSettings,
): SocialProviderSettings {
  if (value.userClaims !== undefined)
    throw new SocialLoginSettingsError(`${where}.userClaims: an openid provider's user is its ID token's`)
  const settings: SocialProviderSettings = { ...base }
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
