import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readSocialLoginSettingsFile } from './readSocialLoginSettingsFile'
import { checkSocialLoginSettings } from './socialLoginSettings'

const google = { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' }

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
