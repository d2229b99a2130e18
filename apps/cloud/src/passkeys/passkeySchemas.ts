import { Type } from 'typebox'
import { ErrorBody } from '../server/commonSchemas'
import { PASSKEY_CREDENTIAL_ID_MAX_LENGTH, PASSKEY_FIELD_MAX_LENGTH } from './passkeyConstants'

// The JSON shapes of W3C WebAuthn Level 3 (§5.1 toJSON(), as @simplewebauthn/browser sends them).

const base64url = (description: string, maxLength = PASSKEY_FIELD_MAX_LENGTH) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength, description })
const CredentialId = base64url('The credential id, base64url', PASSKEY_CREDENTIAL_ID_MAX_LENGTH)
const Transports = Type.Array(Type.String({ maxLength: 32 }), {
  maxItems: 8,
  description: 'usb, nfc, ble, internal, hybrid, cable, smart-card',
})
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]))
const ExtensionResults = Type.Object({}, { description: 'clientExtensionResults (none are asked)' })

export const RegistrationResponseSchema = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: base64url('The client data, base64url JSON'),
      attestationObject: base64url('The attestation object, base64url CBOR'),
      authenticatorData: Type.Optional(base64url('The authenticator data, base64url')),
      transports: Type.Optional(Transports),
      publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65_536, maximum: 65_535 })),
      publicKey: Type.Optional(base64url('The public key, SPKI, base64url')),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  },
  { description: 'RegistrationResponseJSON: what navigator.credentials.create() gave, as JSON' },
)

export const AuthenticationResponseSchema = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: base64url('The client data, base64url JSON'),
      authenticatorData: base64url('The authenticator data, base64url'),
      signature: base64url(
        'The DER ECDSA (or other) signature over authenticatorData and the client data hash',
      ),
      userHandle: Type.Optional(base64url('The user handle, base64url')),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  },
  { description: 'AuthenticationResponseJSON: what navigator.credentials.get() gave, as JSON' },
)

const Descriptor = Type.Object({
  id: Type.String(),
  type: Type.Literal('public-key'),
  transports: Type.Optional(Type.Array(Type.String())),
})

/** PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create() (its parseCreationOptionsFromJSON). */
export const RegistrationOptionsSchema = Type.Object(
  {
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
    challenge: Type.String({ description: 'base64url; works once, for 5 minutes, in this session' }),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(Descriptor)),
    authenticatorSelection: Type.Optional(
      Type.Object({
        authenticatorAttachment: Type.Optional(Type.String()),
        residentKey: Type.Optional(Type.String()),
        requireResidentKey: Type.Optional(Type.Boolean()),
        userVerification: Type.Optional(Type.String()),
      }),
    ),
    hints: Type.Optional(Type.Array(Type.String())),
    attestation: Type.Optional(Type.String()),
    extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
  },
  { description: 'PublicKeyCredentialCreationOptionsJSON' },
)

/** PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get(). */
export const AuthenticationOptionsSchema = Type.Object(
  {
    challenge: Type.String({ description: 'base64url; works once, for 5 minutes, in this session' }),
    timeout: Type.Optional(Type.Integer()),
    rpId: Type.Optional(Type.String()),
    allowCredentials: Type.Optional(Type.Array(Descriptor)),
    userVerification: Type.Optional(Type.String()),
    hints: Type.Optional(Type.Array(Type.String())),
  },
  { description: 'PublicKeyCredentialRequestOptionsJSON' },
)

/** An error body that may say which passkey step the frame should take (`failure`). */
export const PasskeyErrorBody = Type.Object(
  {
    error: Type.String(),
    failure: Type.Optional(
      Type.Union([Type.Literal('noPasskey'), Type.Literal('passkeyRequired')], {
        description:
          'noPasskey: the wallet has none, add one where it is open; passkeyRequired: confirm with a passkey first',
      }),
    ),
  },
  { description: 'What was wrong' },
)

/** A route's responses with the passkey error body for 4xx. */
export function withPasskeyErrors<Success extends Record<number, unknown>>(success: Success) {
  return { ...success, '4xx': PasskeyErrorBody, '5xx': ErrorBody }
}
