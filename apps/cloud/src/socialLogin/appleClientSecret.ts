import { createPrivateKey, type KeyObject, sign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { SocialLoginSettingsError } from './socialLoginSettings'

/** Apple's token endpoint wants this as the JWT's audience. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com'
/** A secret is minted for each token request, so it need live only that long (Apple allows up to 6 months). */
export const APPLE_CLIENT_SECRET_LIFETIME_S = 300

/** The team's Sign in with Apple key as the operator registered it (Apple's developer account). */
export type AppleSigningKey = { teamId: string; keyId: string; privateKey: KeyObject }

/**
 * The team's .p8 key (a PKCS#8 PEM of a P-256 key), from `privateKey` inline or `privateKeyFile`, read once
 * at start: a key that is missing, not PEM or not P-256 stops the cloud with the setting's name.
 */
export function readApplePrivateKey(
  where: string,
  pem: string | undefined,
  file: string | undefined,
): KeyObject {
  let text = pem
  if (text === undefined && file !== undefined) {
    try {
      text = readFileSync(file, 'utf8')
    } catch (error) {
      throw new SocialLoginSettingsError(
        `${where}.privateKeyFile: cannot read ${file} (${(error as Error).message})`,
      )
    }
  }
  const from = pem !== undefined ? `${where}.privateKey` : `${where}.privateKeyFile (${file})`
  let key: KeyObject
  try {
    key = createPrivateKey({ key: text ?? '', format: 'pem' })
  } catch {
    throw new SocialLoginSettingsError(`${from} is not a PEM private key (Apple's .p8 file)`)
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new SocialLoginSettingsError(`${from} must be a P-256 (ES256) key, as Apple's .p8 keys are`)
  return key
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * Apple's client secret: an ES256 JWT with the key id in its header, iss the team, sub the client (Services
 * ID), aud Apple, issued now and expiring shortly after (Apple's "Creating a client secret").
 */
export function mintAppleClientSecret(key: AppleSigningKey, clientId: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000)
  const header = base64url({ alg: 'ES256', kid: key.keyId, typ: 'JWT' })
  const claims = base64url({
    iss: key.teamId,
    sub: clientId,
    aud: APPLE_AUDIENCE,
    iat,
    exp: iat + APPLE_CLIENT_SECRET_LIFETIME_S,
  })
  const input = `${header}.${claims}`
  // JWS wants the raw r||s signature, not DER.
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' })
  return `${input}.${signature.toString('base64url')}`
}
