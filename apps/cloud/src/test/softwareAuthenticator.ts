import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

// Authenticator data flags (W3C WebAuthn §6.1): user present, user verified, attested credential data included.
const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40
// COSE (RFC 9053): kty EC2, alg ES256, crv P-256.
const COSE_KTY_EC2 = 2
const COSE_ALG_ES256 = -7
const COSE_CRV_P256 = 1

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

/** What a browser puts in clientDataJSON, with the parts an attacker may choose set apart. */
export type ClientDataOverrides = { origin?: string; challenge?: string; type?: string }

export type CeremonyOptions = {
  /** The origin the browser would write: the secure frame's for an honest ceremony. */
  origin: string
  /** The RP ID whose hash starts the authenticator data; the options' by default. */
  rpId?: string
  /** Changes to the client data, for attacks (another challenge, a look-alike origin). */
  clientData?: ClientDataOverrides
}

/**
 * A passkey authenticator in software: one P-256 credential, attestation `none`, a signature counter. It answers
 * registration and authentication options as navigator.credentials would, in the JSON the frame sends the cloud.
 */
export class SoftwareAuthenticator {
  readonly credentialId = base64url(randomBytes(16))
  /** Signatures made so far; each assertion reports the next value, as a counting authenticator does. */
  counter = 0
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })

  /** The attestation of a new credential for `options` (fmt none: nothing to trust but the key itself). */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    { origin, rpId = options.rp.id ?? new URL(origin).hostname, clientData = {} }: CeremonyOptions,
  ): RegistrationResponseJSON {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin, clientData)
    const credentialId = Buffer.from(this.credentialId, 'base64url')
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none, as a software authenticator has no model to name
      Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
      credentialId,
      this.coseKey(),
    ])
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    )
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }

  /** An assertion for `options`: authenticator data and a DER ES256 signature over it and the client data's hash. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    { origin, rpId = options.rpId ?? new URL(origin).hostname, clientData = {} }: CeremonyOptions,
  ): AuthenticationResponseJSON {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin, clientData)
    this.counter += 1
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV]),
      uint32(this.counter),
    ])
    // ES256 as WebAuthn wants it: ASN.1 DER, node:crypto's default encoding for EC keys.
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    )
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }

  private clientData(
    type: string,
    challenge: string,
    origin: string,
    overrides: ClientDataOverrides,
  ): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false, ...overrides }))
  }

  /** The public key as COSE_Key (EC2, ES256, P-256, x and y), as attested credential data carries it. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    return encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, COSE_KTY_EC2],
        [3, COSE_ALG_ES256],
        [-1, COSE_CRV_P256],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    )
  }
}
