import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readSocialLoginSettingsFile } from './readSocialLoginSettingsFile'
import { checkSocialLoginSettings } from './socialLoginSettings'

const google = { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' }
/** GitHub as it is: plain OAuth 2.0, its user from its REST API. */
const github = {
  protocol: 'oauth2',
  issuer: 'https://github.com',
  clientId: 'id',
  clientSecret: 'secret',
  scope: 'read:user user:email',
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userinfoEndpoint: 'https://api.github.com/user',
  userClaims: { subject: 'id', email: 'email', name: 'login' },
}

describe('social login settings', () => {
  test('providers by SPEC §5 id; https issuers, or http on this machine', () => {
    const local = { issuer: 'http://127.0.0.1:4300', clientId: 'github', clientSecret: 'secret' }
    expect(checkSocialLoginSettings({ providers: { google, github: local } })).toEqual({
      providers: { google, github: local },
    })
    expect(
      checkSocialLoginSettings({
        redirectUri: 'https://cloud.example/v1/embedded/social/callback',
        providers: {
          x: {
            ...google,
            issuer: 'https://x.example',
            scope: 'openid email',
            authorizationEndpoint: 'https://x.example/authorize',
            tokenEndpoint: 'https://x.example/token',
            jwksUri: 'https://x.example/jwks',
          },
        },
      }).providers.x?.tokenEndpoint,
    ).toBe('https://x.example/token')
  })

  test('a plain OAuth 2.0 provider: its endpoints, any scope, and where its user API puts the user', () => {
    expect(checkSocialLoginSettings({ providers: { github } })).toEqual({ providers: { github } })
    const x = { ...github, userClaims: { subject: 'data.id', name: 'data.username' } }
    expect(checkSocialLoginSettings({ providers: { x } }).providers.x?.userClaims).toEqual({
      subject: 'data.id',
      name: 'data.username',
    })
  })

  test.each([
    [
      { providers: { github: { ...github, protocol: 'saml' } } },
      'providers.github.protocol must be "openid" or "oauth2"',
    ],
    [
      { providers: { github: { ...github, userinfoEndpoint: undefined } } },
      'an oauth2 provider needs authorizationEndpoint, tokenEndpoint, userinfoEndpoint',
    ],
    [
      { providers: { github: { ...github, scope: undefined } } },
      'providers.github.scope must be a non-empty string',
    ],
    [
      { providers: { github: { ...github, userClaims: undefined } } },
      'providers.github.userClaims must be an object',
    ],
    [
      { providers: { github: { ...github, userClaims: { email: 'email' } } } },
      'providers.github.userClaims.subject must be a dotted path',
    ],
    [
      { providers: { github: { ...github, userClaims: { subject: 'data..id' } } } },
      'providers.github.userClaims.subject must be a dotted path',
    ],
    [
      { providers: { github: { ...github, userClaims: { subject: 'id', avatar: 'avatar_url' } } } },
      'providers.github.userClaims.avatar is not a claim',
    ],
    [
      { providers: { github: { ...github, jwksUri: 'https://github.com/jwks' } } },
      'an oauth2 provider issues no ID token',
    ],
    [
      { providers: { github: { ...github, userinfoEndpoint: 'http://api.github.com/user' } } },
      'providers.github.userinfoEndpoint must be https',
    ],
    [
      { providers: { google: { ...google, userClaims: { subject: 'id' } } } },
      "an openid provider's user is its ID token's",
    ],
  ])('oauth2 settings %j are refused, naming what is wrong', (settings, message) => {
    expect(() => checkSocialLoginSettings(settings)).toThrow(message)
  })

  test.each([
    [undefined, 'expected { "providers"'],
    [
      { providers: { myspace: google } },
      'unknown social provider "myspace": use one of google, github, apple, facebook, x, discord',
    ],
    [
      { providers: { google: { ...google, issuer: 'http://accounts.example' } } },
      'providers.google.issuer must be https',
    ],
    [
      { providers: { google: { ...google, clientSecret: '' } } },
      'providers.google.clientSecret must be a non-empty string',
    ],
    [
      { providers: { google: { ...google, clientID: 'typo' } } },
      'providers.google.clientID is not a setting',
    ],
    [
      { providers: { google: { ...google, scope: 'email profile' } } },
      'providers.google.scope must include openid',
    ],
    [
      { providers: { google: { ...google, tokenEndpoint: 'https://x.example/token' } } },
      'give authorizationEndpoint, tokenEndpoint, jwksUri together',
    ],
    [
      { providers: { google: { ...google, responseMode: 'fragment' } } },
      'providers.google.responseMode must be "query" or "form_post"',
    ],
    [{ providers: {}, redirectUri: 'not a url' }, 'redirectUri must be a URL'],
    [{ providers: {}, redirect: 'https://x.example' }, '"redirect" is not a setting'],
  ])('%j is refused, naming what is wrong', (settings, message) => {
    expect(() => checkSocialLoginSettings(settings)).toThrow(message)
  })
})

describe('readSocialLoginSettingsFile', () => {
  const folder = mkdtempSync(join(tmpdir(), 'social-settings-'))

  test('reads and checks a settings file', () => {
    const file = join(folder, 'good.json')
    writeFileSync(file, JSON.stringify({ providers: { google } }))
    expect(readSocialLoginSettingsFile(file)).toEqual({ providers: { google } })
  })

  test('a missing file, or one that is not JSON, is named', () => {
    expect(() => readSocialLoginSettingsFile(join(folder, 'missing.json'))).toThrow(
      `social login settings: cannot read ${join(folder, 'missing.json')}`,
    )
    const file = join(folder, 'bad.json')
    writeFileSync(file, '{ providers')
    expect(() => readSocialLoginSettingsFile(file)).toThrow(`social login settings: ${file} is not JSON`)
  })
})
