import { generateKeyPairSync, verify } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { APPLE_AUDIENCE, mintAppleClientSecret, readApplePrivateKey } from './appleClientSecret'
import { createSocialProviders } from './createSocialProviders'
import { checkSocialLoginSettings } from './socialLoginSettings'

const SIX_MONTHS_S = 15_777_000
const NOW_MS = Date.UTC(2026, 10, 26, 12, 0, 0)

function p256() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  return { pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey }
}

function keyFile(text: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'apple-key-')), 'AuthKey_ABC123DEFG.p8')
  writeFileSync(path, text)
  return path
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

const apple = (key: Record<string, string>) => ({
  providers: {
    apple: {
      issuer: 'https://appleid.apple.com',
      clientId: 'com.example.portico',
      teamId: 'TEAM123456',
      keyId: 'ABC123DEFG',
      ...key,
    },
  },
})

describe("Apple's client secret", () => {
  test('an ES256 JWT of the team key: kid in the header; iss, sub, aud, iat and a near exp; verifies with the public key', () => {
    const { pem, publicKey } = p256()
    const settings = checkSocialLoginSettings(apple({ privateKeyFile: keyFile(pem) }))
    const appleKey = settings.providers.apple?.appleKey
    if (!appleKey) throw new Error('the key was not read')
    expect(settings.providers.apple?.clientSecret).toBeUndefined()
    const jwt = mintAppleClientSecret(appleKey, 'com.example.portico', NOW_MS)
    const [header = '', claims = '', signature = ''] = jwt.split('.')
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'ABC123DEFG', typ: 'JWT' })
    const body = decode(claims)
    expect(body).toEqual({
      iss: 'TEAM123456',
      sub: 'com.example.portico',
      aud: APPLE_AUDIENCE,
      iat: NOW_MS / 1000,
      exp: expect.any(Number),
    })
    expect(body.exp).toBeGreaterThan(body.iat)
    expect(body.exp - body.iat).toBeLessThanOrEqual(SIX_MONTHS_S)
    const signed = Buffer.from(`${header}.${claims}`)
    const raw = Buffer.from(signature, 'base64url')
    expect(raw).toHaveLength(64)
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true)
    // Another key's public half, or a changed claim, does not verify.
    expect(verify('sha256', signed, { key: p256().publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(false)
    const forged = Buffer.from(
      `${header}.${Buffer.from(JSON.stringify({ ...body, sub: 'other' })).toString('base64url')}`,
    )
    expect(verify('sha256', forged, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(false)
  })

  test('each request gets its own secret, dated when it is minted', () => {
    const { pem } = p256()
    const appleKey = checkSocialLoginSettings(apple({ privateKey: pem })).providers.apple?.appleKey
    if (!appleKey) throw new Error('the key was not read')
    const first = decode(mintAppleClientSecret(appleKey, 'c', NOW_MS).split('.')[1] ?? '')
    const later = decode(mintAppleClientSecret(appleKey, 'c', NOW_MS + 60_000).split('.')[1] ?? '')
    expect(later.iat - first.iat).toBe(60)
  })

  test.each([
    [
      'a file that is not there',
      { privateKeyFile: '/nonexistent/AuthKey.p8' },
      /providers\.apple\.privateKeyFile: cannot read \/nonexistent\/AuthKey\.p8/,
    ],
    [
      'a file that is not PEM',
      { privateKeyFile: keyFile('not a key') },
      /privateKeyFile \(.*\) is not a PEM private key \(Apple's \.p8 file\)/,
    ],
    [
      'an inline key that is not PEM',
      { privateKey: 'MIGTAgEAMBMG' },
      /providers\.apple\.privateKey is not a PEM private key/,
    ],
    [
      'an RSA key',
      {
        privateKeyFile: keyFile(
          generateKeyPairSync('rsa', { modulusLength: 2048 })
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString(),
        ),
      },
      /must be a P-256 \(ES256\) key/,
    ],
    [
      'a P-384 key',
      {
        privateKey: generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      },
      /must be a P-256 \(ES256\) key/,
    ],
  ])('%s is refused when the settings are read, naming the setting', (_, key, message) => {
    expect(() => checkSocialLoginSettings(apple(key))).toThrow(message)
  })

  test('the key instead of a secret, whole, and only for apple', () => {
    const { pem } = p256()
    expect(() => checkSocialLoginSettings(apple({ privateKey: pem, clientSecret: 's' }))).toThrow(
      'providers.apple: give clientSecret or the key (teamId, keyId, privateKeyFile), not both',
    )
    expect(() => checkSocialLoginSettings(apple({}))).toThrow('give one of privateKeyFile or privateKey')
    expect(() => checkSocialLoginSettings(apple({ privateKey: pem, privateKeyFile: keyFile(pem) }))).toThrow(
      'give one of privateKeyFile or privateKey',
    )
    const { teamId: _, ...noTeam } = apple({ privateKey: pem }).providers.apple
    expect(() => checkSocialLoginSettings({ providers: { apple: noTeam } })).toThrow(
      'providers.apple.teamId must be a non-empty string',
    )
    const google = {
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      keyId: 'K',
      teamId: 'T',
      privateKey: pem,
    }
    expect(() => checkSocialLoginSettings({ providers: { google } })).toThrow(
      'providers.google.teamId: only apple signs its client secret with a key',
    )
  })

  test('checked settings pass the check again (the CLI reads the file, startCloud checks it); a JSON appleKey does not', () => {
    const { pem } = p256()
    const checked = checkSocialLoginSettings(apple({ privateKeyFile: keyFile(pem) }))
    expect(checkSocialLoginSettings(checked)).toEqual(checked)
    const forged = {
      issuer: 'https://appleid.apple.com',
      clientId: 'c',
      appleKey: { teamId: 'T', keyId: 'K', privateKey: pem },
    }
    expect(() => checkSocialLoginSettings({ providers: { apple: forged } })).toThrow(
      'providers.apple.appleKey is made from teamId, keyId and privateKeyFile, not given',
    )
  })

  test('Apple answers by form POST with openid name email by default; by redirect it asks openid only', () => {
    const { pem } = p256()
    const byKey = createSocialProviders(checkSocialLoginSettings(apple({ privateKey: pem })), () => '')
    expect([byKey.responseMode('apple'), byKey.scope('apple')]).toEqual(['form_post', 'openid name email'])
    const byRedirect = checkSocialLoginSettings(apple({ privateKey: pem, responseMode: 'query' }))
    const redirected = createSocialProviders(byRedirect, () => '')
    // Apple refuses a name or email scope unless it may answer by form POST.
    expect([redirected.responseMode('apple'), redirected.scope('apple')]).toEqual(['query', 'openid'])
    const told = checkSocialLoginSettings(apple({ privateKey: pem, scope: 'openid email' }))
    expect(createSocialProviders(told, () => '').scope('apple')).toBe('openid email')
    // Every other provider answers by redirect unless told.
    const google = { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 's' }
    const others = createSocialProviders(
      checkSocialLoginSettings({ providers: { google, discord: { ...google, responseMode: 'form_post' } } }),
      () => '',
    )
    expect([others.responseMode('google'), others.responseMode('discord')]).toEqual(['query', 'form_post'])
  })

  test('readApplePrivateKey takes a PKCS#8 P-256 PEM as Apple issues it', () => {
    expect(readApplePrivateKey('apple', p256().pem, undefined).asymmetricKeyDetails?.namedCurve).toBe(
      'prime256v1',
    )
  })
})
